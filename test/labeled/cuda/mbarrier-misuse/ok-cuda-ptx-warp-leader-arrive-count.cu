// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// cuda::ptx phase barrier with counted arrivals: after __syncwarp, lane 0 of
// each of the four warps arrives once for its whole warp (count 32), so the
// 128 arrivals the init expects complete each phase exactly. (nvcc -G passes
// the count to the out-of-line wrapper by reference.)
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(128) accumulate(float *x, int steps) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&bar, 128);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] += x[(threadIdx.x + 32) % 128];
    __syncwarp();
    if (threadIdx.x % 32 == 0)
      ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 32u);
    while (!ptx::mbarrier_try_wait_parity(&bar, s & 1)) {
    }
  }
}
