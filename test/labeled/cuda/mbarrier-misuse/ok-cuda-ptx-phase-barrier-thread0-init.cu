// EXPECT: clean
// ARCHS: sm_90 sm_90a
// A block-wide phase barrier written with cuda::ptx: thread 0 initialises it
// for blockDim.x arrivals, every thread arrives once per step and waits on
// the step's parity; thread 0 invalidates it after a final __syncthreads().
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void phases(float *x, int steps) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&bar, blockDim.x);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] += x[(threadIdx.x + 1) % blockDim.x];
    ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, s & 1)) {
    }
  }
  __syncthreads();
  if (threadIdx.x == 0)
    asm volatile("mbarrier.inval.shared.b64 [%0];" ::"r"(
        (unsigned)__cvta_generic_to_shared(&bar)) : "memory");
}
