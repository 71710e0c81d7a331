// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The counted arrive (count 32, meant for one lane per warp) lost its
// `lane == 0` guard: all 128 threads arrive with count 32, 4096 arrivals on
// a barrier that expects 128 per phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(128) accumulate_once(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&bar, 128);
  __syncthreads();
  x[threadIdx.x] += x[(threadIdx.x + 32) % 128];
  __syncwarp();
  ptx::mbarrier_arrive(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, 32u);
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
}
