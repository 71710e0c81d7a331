// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Double-buffered cp.async staging completed through mbarriers. The stage
// barriers were sized for one loader warp (32 arrivals) when only warp 0
// loaded; the loader was later widened to all four warps, each thread issuing
// its 16-byte copy and a `cp.async.mbarrier.arrive.noinc`, which counts as
// that thread's arrival: 128 arrivals per phase on a count of 32, so the
// phase completes after the first warp's copies and the other warps' copies
// spill into the next phases.
#include "mbar.cuh"
__device__ __forceinline__ void load_stage(float4 *dst, const float4 *src, uint64_t *bar) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem(dst)), "l"(src) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) row_sums(const float4 *__restrict__ x, float *__restrict__ y,
                                                int tiles) {
  __shared__ __align__(16) float4 buf[2][128];
  __shared__ uint64_t bar[2];
  if (threadIdx.x == 0) {
    mb_init(&bar[0], 32); // BUG: 128 threads arrive on each stage per phase
    mb_init(&bar[1], 32);
  }
  __syncthreads();
  const float4 *src = x + (size_t)blockIdx.x * tiles * 128;
  load_stage(&buf[0][threadIdx.x], src + threadIdx.x, &bar[0]);
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    int s = t & 1;
    if (t + 1 < tiles)
      load_stage(&buf[s ^ 1][threadIdx.x], src + (size_t)(t + 1) * 128 + threadIdx.x, &bar[s ^ 1]);
    mb_wait_parity(&bar[s], (t >> 1) & 1);
    float4 v = buf[s][(threadIdx.x + 1) & 127];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  y[blockIdx.x * 128 + threadIdx.x] = acc;
}
