// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// A block-wide mbarrier initialised under `lane == 0` (copied from a per-warp
// barrier version): every warp's lane 0 initialises the same object, and a
// late warp re-initialises it after early threads arrived.
#include "mbar.cuh"
__global__ void per_warp_init(float *x) {
  __shared__ uint64_t bar;
  unsigned lane = threadIdx.x % 32;
  if (lane == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  x[blockIdx.x * blockDim.x + threadIdx.x] *= 0.5f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
}
