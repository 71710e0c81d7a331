// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=256
// OK: TSDF fusion of one depth frame into a voxel volume. Each block owns a
// 32x16 patch of the depth image; thread 0 initialises an mbarrier and
// pulls the patch into shared memory with one cp.async.bulk per row, and
// every thread waits on phase 0 before projecting its voxel columns into
// the patch. A __syncthreads() after thread 0's init (and fence) makes the
// object valid before any other thread waits on it.
#include <cstdint>
__device__ __forceinline__ uint32_t sa(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mb_init(uint64_t *b, uint32_t n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(b)), "r"(n) : "memory");
}
__device__ __forceinline__ void mb_inval(uint64_t *b) {
  asm volatile("mbarrier.inval.shared::cta.b64 [%0];" ::"r"(sa(b)) : "memory");
}
__device__ __forceinline__ void mb_arrive(uint64_t *b) {
  asm volatile("{ .reg .b64 st; mbarrier.arrive.shared::cta.b64 st, [%0]; }" ::"r"(sa(b)) : "memory");
}
__device__ __forceinline__ void mb_expect(uint64_t *b, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(sa(b)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mb_wait(uint64_t *b, uint32_t par) {
  asm volatile("{ .reg .pred p; W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W; }"
               ::"r"(sa(b)), "r"(par) : "memory");
}
__device__ __forceinline__ void bulk_g2s(void *dst, const void *src, uint32_t bytes, uint64_t *b) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(sa(dst)), "l"(src), "r"(bytes), "r"(sa(b)) : "memory");
}
constexpr int TW = 32, TH = 16;
__global__ void __launch_bounds__(256)
tsdf_integrate(const float *__restrict__ depth, int W, float *__restrict__ tsdf, float *__restrict__ wgt,
               const float *__restrict__ K, const float *__restrict__ T, int nvx, int nvy, int nvz, float vox, float trunc) {
  __shared__ alignas(128) float dtile[TH][TW];
  __shared__ alignas(8) uint64_t bar;
  const int t = threadIdx.x;
  const int u0 = blockIdx.x * TW, v0 = blockIdx.y * TH;
  if (t == 0) {
    mb_init(&bar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    mb_expect(&bar, sizeof(dtile));
    for (int r = 0; r < TH; ++r) bulk_g2s(dtile[r], depth + (size_t)(v0 + r) * W + u0, TW * 4, &bar);
  }
  __syncthreads();
  mb_wait(&bar, 0);
  const float fx = K[0], fy = K[4], cx = K[2], cy = K[5];
  for (int i = t; i < nvx * nvy; i += 256) {
    const int x = i % nvx, y = i / nvx;
    for (int z = 0; z < nvz; ++z) {
      const float px = x * vox, py = y * vox, pz = z * vox;
      const float X = T[0] * px + T[1] * py + T[2] * pz + T[3];
      const float Y = T[4] * px + T[5] * py + T[6] * pz + T[7];
      const float Z = T[8] * px + T[9] * py + T[10] * pz + T[11];
      if (Z <= 0.f) continue;
      const int u = __float2int_rn(fx * X / Z + cx) - u0, v = __float2int_rn(fy * Y / Z + cy) - v0;
      if (u < 0 || u >= TW || v < 0 || v >= TH) continue;
      const float d = dtile[v][u];
      if (d <= 0.f || d - Z < -trunc) continue;
      const float s = fminf(1.f, (d - Z) / trunc);
      const size_t idx = ((size_t)z * nvy + y) * nvx + x;
      const float w0 = wgt[idx];
      tsdf[idx] = (tsdf[idx] * w0 + s) / (w0 + 1.f);
      wgt[idx] = w0 + 1.f;
    }
  }
}
