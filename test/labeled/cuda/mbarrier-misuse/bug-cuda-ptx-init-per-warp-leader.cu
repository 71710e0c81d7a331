// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// A block-wide phase barrier written with cuda::ptx: the init was guarded by
// lane == 0 (copied from a per-warp barrier), so the first lane of every warp
// initialises the one shared object, possibly after other warps arrived.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void phases(float *x, int steps) {
  __shared__ uint64_t bar;
  if (threadIdx.x % 32 == 0)
    ptx::mbarrier_init(&bar, blockDim.x);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] += x[(threadIdx.x + 1) % blockDim.x];
    ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_try_wait_parity(&bar, s & 1)) {
    }
  }
}
