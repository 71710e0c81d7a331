// EXPECT: mbarrier-misuse
// PTXLINT-ARGS: --block-dim=384
// ARCHS: sm_90 sm_90a
// The "slot free" mbarrier is initialised for one consumer warpgroup (128
// arrivals), but the kernel was later changed to two consumer warpgroups and
// both arrive on it: 256 arrivals per phase on a 128-count barrier.
#include "mbar.cuh"
__global__ void __launch_bounds__(384) two_groups(const float *a, float *c, int tiles) {
  __shared__ float stage[256];
  __shared__ uint64_t full, empty;
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  if (threadIdx.x == 0) {
    mb_init(&full, 128);
    mb_init(&empty, 128);
  }
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  for (int k = 0; k < tiles; ++k) {
    const unsigned ph = k & 1;
    if (wg == 0) {
      if (k > 0)
        mb_wait_parity(&empty, ph ^ 1);
      stage[t] = a[(size_t)k * 256 + t];
      stage[t + 128] = a[(size_t)k * 256 + 128 + t];
      mb_arrive(&full);
    } else {
      mb_wait_parity(&full, ph);
      c[(size_t)k * 256 + (wg - 1) * 128 + t] = stage[(wg - 1) * 128 + t];
      mb_arrive(&empty);
    }
  }
}
