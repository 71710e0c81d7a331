// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// One arrival per warp, by lane 0 after a __syncwarp, on a barrier that
// expects blockDim.x / 32 arrivals.
#include "mbar.cuh"
__global__ void per_warp(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x / 32);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  __syncwarp();
  if ((threadIdx.x & 31) == 0)
    mb_arrive(&bar);
  mb_wait_parity(&bar, 0);
  x[threadIdx.x] *= 2.f;
}
