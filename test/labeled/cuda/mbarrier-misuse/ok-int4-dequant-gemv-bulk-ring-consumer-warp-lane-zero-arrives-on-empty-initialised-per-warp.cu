// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=160
// OK: warp-specialised int4 weight-only GEMV (y = dequant(W) x), one block
// per 128 output rows. Warp 0's lane 0 streams 128 x 256-column K-slices of
// packed nibbles (16 KiB) through a 2-stage shared ring with cp.async.bulk;
// warps 1-4 dequantise with per-group scales and accumulate. EMPTY[s] counts
// one arrival per consumer warp: each warp's lanes __syncwarp() after the
// slice and lane 0 releases it.
#include <cstdint>
#include <cuda_fp16.h>
constexpr int STAGES = 2, KS = 256, ROWS = 128;
__device__ __forceinline__ uint32_t sa(const void *p) { return (uint32_t)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mb_init(uint64_t *b, uint32_t n) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(sa(b)), "r"(n) : "memory");
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
__global__ void __launch_bounds__(160)
w4_gemv(const uint8_t *__restrict__ wq, const __half *__restrict__ scales, const float *__restrict__ x,
        float *__restrict__ y, int K) {
  __shared__ alignas(128) uint8_t slice[STAGES][ROWS][KS / 2];
  __shared__ alignas(8) uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) { mb_init(&full[s], 1); mb_init(&empty[s], 4); }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const int nks = K / KS;
  if (warp == 0) {
    if (lane == 0) {
      for (int k = 0; k < nks; ++k) {
        const int s = k % STAGES;
        mb_wait(&empty[s], ((k / STAGES) & 1) ^ 1);
        mb_expect(&full[s], sizeof(slice[s]));
        for (int r = 0; r < ROWS; ++r)
          bulk_g2s(slice[s][r], wq + ((size_t)(blockIdx.x * ROWS + r) * K + (size_t)k * KS) / 2, KS / 2, &full[s]);
      }
    }
    return;
  }
  const int row = threadIdx.x - 32;
  float acc = 0.f;
  for (int k = 0; k < nks; ++k) {
    const int s = k % STAGES;
    mb_wait(&full[s], (k / STAGES) & 1);
    const float sc = __half2float(scales[(size_t)(blockIdx.x * ROWS + row) * (K / 128) + k * 2]);
    const float sc2 = __half2float(scales[(size_t)(blockIdx.x * ROWS + row) * (K / 128) + k * 2 + 1]);
    for (int j = 0; j < KS / 2; ++j) {
      const uint8_t b = slice[s][row][j];
      const float g = j < KS / 4 ? sc : sc2;
      acc += g * ((int)(b & 15) - 8) * x[k * KS + 2 * j] + g * ((int)(b >> 4) - 8) * x[k * KS + 2 * j + 1];
    }
    __syncwarp();
    if (lane == 0) mb_arrive(&empty[s]);
  }
  y[blockIdx.x * ROWS + row] = acc;
}
