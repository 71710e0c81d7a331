// EXPECT: clean
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=128
// Single-slot producer/consumer handoff with a "full" and an "empty"
// mbarrier kept in a two-element array: threads 0 and 1 each initialise
// their own element (bars[tid]) with its own count, then a __syncthreads().
#include "mbar.cuh"
__global__ void __launch_bounds__(128) handoff(const float *__restrict__ in,
                                               float *__restrict__ out, int rounds) {
  __shared__ float slot[96];
  __shared__ uint64_t bars[2];  // [0] full, [1] empty
  if (threadIdx.x < 2)
    mb_init(&bars[threadIdx.x], threadIdx.x == 0 ? 32u : 96u);
  __syncthreads();
  const int warp = threadIdx.x / 32;
  for (int r = 0; r < rounds; ++r) {
    const unsigned ph = r & 1;
    if (warp == 0) {
      if (r > 0) mb_wait_parity(&bars[1], ph ^ 1);
      for (int j = threadIdx.x; j < 96; j += 32) slot[j] = in[(size_t)r * 96 + j];
      mb_arrive(&bars[0]);
    } else {
      mb_wait_parity(&bars[0], ph);
      out[(size_t)r * 96 + threadIdx.x - 32] = slot[threadIdx.x - 32] * 2.f;
      mb_arrive(&bars[1]);
    }
  }
}
