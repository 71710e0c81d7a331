// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// A cuda::ptx pipeline whose barrier set-up lives in an out-of-line helper;
// the caller forgot the thread-0 guard, so every thread runs mbarrier_init on
// the same barrier while others may already be arriving.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __noinline__ void setup(uint64_t *bar, unsigned count) {
  ptx::mbarrier_init(bar, count);
}
__global__ void phases(float *x, int steps) {
  __shared__ uint64_t bar;
  setup(&bar, blockDim.x);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] += x[(threadIdx.x + 1) % blockDim.x];
    ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, s & 1)) {
    }
  }
}
