// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=128
// Single-slot producer/consumer handoff through shared memory with a "full"
// and an "empty" mbarrier. The author meant thread 0 to initialise one and
// thread 1 the other, but wrote both inits under `threadIdx.x < 2` (BUG):
// each barrier is initialised twice, by two threads racing on the same
// objects (re-initialising an mbarrier without inval is undefined).
#include "mbar.cuh"
__global__ void __launch_bounds__(128) handoff(const float *__restrict__ in,
                                               float *__restrict__ out, int rounds) {
  __shared__ float slot[96];
  __shared__ uint64_t full, empty;
  if (threadIdx.x < 2) {
    mb_init(&full, 32);   // BUG: run by threads 0 and 1
    mb_init(&empty, 96);  // BUG: run by threads 0 and 1
  }
  __syncthreads();
  const int warp = threadIdx.x / 32;
  for (int r = 0; r < rounds; ++r) {
    const unsigned ph = r & 1;
    if (warp == 0) {
      if (r > 0) mb_wait_parity(&empty, ph ^ 1);
      for (int j = threadIdx.x; j < 96; j += 32) slot[j] = in[(size_t)r * 96 + j];
      mb_arrive(&full);
    } else {
      mb_wait_parity(&full, ph);
      out[(size_t)r * 96 + threadIdx.x - 32] = slot[threadIdx.x - 32] * 2.f;
      mb_arrive(&empty);
    }
  }
}
