// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Block-level exchange through an mbarrier with an early return for the
// out-of-range threads of the last block: the barrier is initialised for the
// number of threads of this block that are in range, min(blockDim.x,
// n - blockIdx.x * blockDim.x), so exactly those threads complete the phase.
#include "mbar.cuh"
__global__ void __launch_bounds__(256) neighbour_diff(const float *__restrict__ x,
                                                      float *__restrict__ dx, int n) {
  __shared__ uint64_t bar;
  __shared__ float s[256];
  int first = blockIdx.x * blockDim.x;
  if (first >= n)
    return;
  if (threadIdx.x == 0)
    mb_init(&bar, min((int)blockDim.x, n - first));
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  int i = first + threadIdx.x;
  if (i >= n)
    return;
  s[threadIdx.x] = x[i];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  float right = threadIdx.x + 1 < blockDim.x && i + 1 < n ? s[threadIdx.x + 1] : s[threadIdx.x];
  dx[i] = right - s[threadIdx.x];
}
