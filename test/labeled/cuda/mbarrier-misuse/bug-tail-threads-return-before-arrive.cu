// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Block-level exchange through an mbarrier initialised for the whole block
// (blockDim.x arrivals). The bounds check was written as an early return
// before the arrive, so in the last, partial block the out-of-range threads
// never arrive: the phase never completes and the in-range threads spin in
// the wait forever (n = 1000 with 256-thread blocks hangs).
#include "mbar.cuh"
__global__ void __launch_bounds__(256) neighbour_diff(const float *__restrict__ x,
                                                      float *__restrict__ dx, int n) {
  __shared__ uint64_t bar;
  __shared__ float s[256];
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return; // BUG: these threads never arrive on `bar`
  s[threadIdx.x] = x[i];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  float right = threadIdx.x + 1 < blockDim.x && i + 1 < n ? s[threadIdx.x + 1] : s[threadIdx.x];
  dx[i] = right - s[threadIdx.x];
}
