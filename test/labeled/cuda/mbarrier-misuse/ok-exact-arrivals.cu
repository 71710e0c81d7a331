// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// One arrival per warp from lane 0, matching an expected count of 4.
#include "mbar.cuh"
__global__ void per_warp_ok(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 4);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  if ((threadIdx.x & 31) == 0) {
    uint64_t st = mb_arrive(&bar);
    mb_wait(&bar, st);
  }
  __syncwarp();
}
