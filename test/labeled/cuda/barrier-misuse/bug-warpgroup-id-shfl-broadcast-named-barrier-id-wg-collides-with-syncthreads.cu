// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=384
// The CUTLASS-style warpgroup roles with the named barrier id taken as the
// warpgroup index itself (BUG: warpgroup 0 syncs 128 threads on barrier 0,
// the barrier __syncthreads() uses for the whole block of 384 threads).
#include <cuda_runtime.h>
__device__ __forceinline__ int canonical_warp_group_idx() {
  return __shfl_sync(0xffffffffu, (int)(threadIdx.x / 128), 0);
}
__global__ void __launch_bounds__(384)
three_group_rows(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float rows[3][128];
  const int wg = canonical_warp_group_idx();
  const int t = threadIdx.x & 127;
  rows[wg][t] = in[(blockIdx.x * 3 + wg) * 128 + t];
  asm volatile("bar.sync %0, 128;" ::"r"(wg) : "memory");
  const float v = rows[wg][t] - rows[wg][127 - t];
  __syncthreads();
  out[(blockIdx.x * 3 + wg) * 128 + t] = v + rows[(wg + 1) % 3][t];
}
