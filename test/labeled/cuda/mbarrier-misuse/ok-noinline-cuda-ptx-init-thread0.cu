// EXPECT: clean
// ARCHS: sm_90 sm_90a
// The out-of-line cuda::ptx set-up helper called by thread 0, then
// __syncthreads(); every thread arrives once per step and waits on the step's
// parity.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __noinline__ void setup(uint64_t *bar, unsigned count) {
  ptx::mbarrier_init(bar, count);
}
__global__ void phases(float *x, int steps) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    setup(&bar, blockDim.x);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] += x[(threadIdx.x + 1) % blockDim.x];
    ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, s & 1)) {
    }
  }
}
