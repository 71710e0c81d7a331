// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// OK: LoRA-fused GEMV y = W x + alpha * B (A x), one block per 32 output
// rows. Warp 0 computes the 32 base rows W x; warps 1-3 compute the rank-16
// down-projection h = A x into shared memory and arrive on an mbarrier;
// every warp waits on it before the up-projection. The mbarrier expects the
// 96 arrivals of the three projecting warps.
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
#include <cuda_fp16.h>
constexpr int R = 16, ROWS = 32;
__global__ void __launch_bounds__(128)
lora_gemv(const __half *__restrict__ W, const __half *__restrict__ A, const __half *__restrict__ B,
          const float *__restrict__ x, float *__restrict__ y, int K, float alpha) {
  __shared__ float h[R];
  __shared__ alignas(8) uint64_t hready;
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (t == 0) {
    mb_init(&hready, blockDim.x - 32);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    for (int r = 0; r < ROWS; ++r) {
      const __half *w = W + (size_t)(blockIdx.x * ROWS + r) * K;
      float s = 0.f;
      for (int k = lane; k < K; k += 32) s += __half2float(w[k]) * x[k];
      for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
      if (lane == 0) y[blockIdx.x * ROWS + r] = s;
    }
  } else {
    for (int j = warp - 1; j < R; j += 3) {
      float s = 0.f;
      for (int k = lane; k < K; k += 32) s += __half2float(A[(size_t)j * K + k]) * x[k];
      for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
      if (lane == 0) h[j] = s;
    }
    mb_arrive(&hready);
  }
  mb_wait(&hready, 0);
  __syncthreads();
  if (t < ROWS) {
    float d = 0.f;
    for (int j = 0; j < R; ++j) d += __half2float(B[(size_t)(blockIdx.x * ROWS + t) * R + j]) * h[j];
    y[blockIdx.x * ROWS + t] += alpha * d;
  }
}
