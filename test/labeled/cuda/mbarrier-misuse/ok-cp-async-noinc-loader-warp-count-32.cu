// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Double-buffered cp.async staging through mbarriers with a dedicated loader
// warp: only warp 0 issues the copies (each lane 4 x 16 bytes, then one
// `cp.async.mbarrier.arrive.noinc`), so each stage barrier is initialised for
// 32 arrivals; all four warps wait on the stage's parity and consume.
#include "mbar.cuh"
__device__ __forceinline__ void load_stage(float4 *dst, const float4 *src, uint64_t *bar) {
#pragma unroll
  for (int j = 0; j < 4; ++j)
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem(dst + 32 * j)),
                 "l"(src + 32 * j) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) row_sums(const float4 *__restrict__ x, float *__restrict__ y,
                                                int tiles) {
  __shared__ __align__(16) float4 buf[2][128];
  __shared__ uint64_t bar[2];
  if (threadIdx.x == 0) {
    mb_init(&bar[0], 32);
    mb_init(&bar[1], 32);
  }
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const bool loader = threadIdx.x < 32;
  const float4 *src = x + (size_t)blockIdx.x * tiles * 128;
  if (loader)
    load_stage(&buf[0][lane], src + lane, &bar[0]);
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    int s = t & 1;
    if (loader && t + 1 < tiles)
      load_stage(&buf[s ^ 1][lane], src + (size_t)(t + 1) * 128 + lane, &bar[s ^ 1]);
    mb_wait_parity(&bar[s], (t >> 1) & 1);
    float4 v = buf[s][threadIdx.x];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  y[blockIdx.x * 128 + threadIdx.x] = acc;
}
