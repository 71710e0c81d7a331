// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Split arrive/wait over an mbarrier in a k loop (overlap the next tile's
// global loads with the wait). BUG: the state token returned by the first
// arrive is kept outside the loop and reused for every later wait: from the
// second trip on, the wait tests a phase that already completed and returns
// at once, so threads read the tile before the others have written it.
// (The token names the phase it was taken in; each wait needs the token of
// its own arrive.)
#include "mbar.cuh"
__global__ void k_loop(const float *__restrict__ a, float *__restrict__ out, int ktiles) {
  __shared__ float tile[128];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 128);
  __syncthreads();
  float acc = 0.f;
  tile[threadIdx.x] = a[threadIdx.x];
  uint64_t token = mb_arrive(&bar);
  for (int k = 0; k < ktiles; ++k) {
    const float next = k + 1 < ktiles ? a[(k + 1) * 128 + threadIdx.x] : 0.f;
    mb_wait(&bar, token);  // BUG: stale after the first trip
    acc += tile[(threadIdx.x + 1) % 128];
    __syncthreads();
    tile[threadIdx.x] = next;
    mb_arrive(&bar);  // the new token is dropped
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
