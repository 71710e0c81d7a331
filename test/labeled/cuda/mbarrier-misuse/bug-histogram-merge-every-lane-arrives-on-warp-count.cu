// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Per-warp sub-histograms merged into the block histogram: the merge warp
// waits on an mbarrier initialised with one arrival per warp (NWARPS = 8),
// meant to be signalled by each warp's lane 0 once its sub-histogram is
// done. The `if (lane == 0)` around the arrive was lost (BUG): all 32 lanes
// of every warp arrive, 256 arrivals on a barrier that expects 8 per phase,
// so the phase completes after the first warp and the arrival count
// overflows into later phases.
#include "mbar.cuh"
#define NWARPS 8
#define BINS 64
__global__ void warp_hist(const unsigned char *data, int n, unsigned *hist) {
  __shared__ unsigned sub[NWARPS][BINS];
  __shared__ uint64_t done;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int b = lane; b < BINS; b += 32)
    sub[warp][b] = 0;
  if (threadIdx.x == 0)
    mb_init(&done, NWARPS);
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&sub[warp][data[i] % BINS], 1u);
  __syncwarp();
  uint64_t st = mb_arrive(&done);
  if (warp == 0) {
    mb_wait(&done, st);
    for (int b = lane; b < BINS; b += 32) {
      unsigned s = 0;
      for (int w = 0; w < NWARPS; ++w)
        s += sub[w][b];
      atomicAdd(&hist[b], s);
    }
  }
}
