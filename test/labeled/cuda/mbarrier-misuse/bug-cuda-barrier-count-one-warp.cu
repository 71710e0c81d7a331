// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_80 sm_90a
// PTXLINT-ARGS: --block-dim=256
// cuda::barrier initialised for one warp (32, a copy-paste from a warp-level
// kernel) while every thread of the 256-thread block arrives each phase: the
// phase completes with the first 32 arrivals and the rest spill into the next.
#include <cuda/barrier>
__global__ void __launch_bounds__(256) smooth(float *x, int steps) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ float s[256];
  if (threadIdx.x == 0)
    init(&bar, 32);
  __syncthreads();
  for (int k = 0; k < steps; ++k) {
    s[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
    bar.arrive_and_wait();
    x[blockIdx.x * 256 + threadIdx.x] = 0.5f * (s[threadIdx.x] + s[(threadIdx.x + 1) & 255]);
    bar.arrive_and_wait();
  }
}
