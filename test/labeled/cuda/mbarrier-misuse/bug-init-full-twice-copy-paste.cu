// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// A one-slot handoff between a producer warp and a consumer warp with a
// `full` and an `empty` mbarrier. The init lines were copy-pasted and both
// initialise `full` (BUG), so `full` is initialised twice and `empty` is
// waited and arrived on without ever being initialised.
#include "mbar.cuh"
__global__ void __launch_bounds__(64) handoff(const float *in, float *out, int tiles) {
  __shared__ float buf[32];
  __shared__ uint64_t full, empty;
  unsigned lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    mb_init(&full, 32);
    mb_init(&full, 32); // BUG: meant &empty
  }
  __syncthreads();
  for (int t = 0; t < tiles; ++t) {
    if (threadIdx.x < 32) {
      if (t > 0)
        mb_wait_parity(&empty, (t - 1) & 1);
      buf[lane] = in[t * 32 + lane];
      mb_arrive(&full);
    } else {
      mb_wait_parity(&full, t & 1);
      out[t * 32 + lane] = buf[lane];
      mb_arrive(&empty);
    }
  }
}
