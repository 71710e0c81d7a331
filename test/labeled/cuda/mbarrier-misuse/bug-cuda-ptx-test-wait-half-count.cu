// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// A block-wide phase barrier written with cuda::ptx (arrive, then spin on
// test_wait with the returned state): the init count was written for a
// 128-thread block, but 256 threads arrive, so every phase completes after
// half of them and the other half complete the next phase early.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void relax(float *x, int steps) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    ptx::mbarrier_init(&bar, 128);
  __syncthreads();
  for (int s = 0; s < steps; ++s) {
    x[threadIdx.x] = 0.5f * (x[threadIdx.x] + x[(threadIdx.x + 1) % 256]);
    uint64_t st = ptx::mbarrier_arrive(&bar);
    while (!ptx::mbarrier_test_wait(&bar, st)) {
    }
  }
}
