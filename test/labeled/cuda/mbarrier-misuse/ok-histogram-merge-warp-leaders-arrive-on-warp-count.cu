// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Per-warp sub-histograms merged by warp 0 after an mbarrier that expects
// one arrival per warp: each warp's lane 0 arrives once the warp's atomics
// are done (__syncwarp orders them), 8 arrivals for a count of 8. Warp 0's
// lane 0 arrives too and then its whole warp waits on the phase.
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
  uint64_t st = 0;
  if (lane == 0)
    st = mb_arrive(&done);
  if (warp == 0) {
    st = __shfl_sync(0xffffffffu, st, 0);
    mb_wait(&done, st);
    for (int b = lane; b < BINS; b += 32) {
      unsigned s = 0;
      for (int w = 0; w < NWARPS; ++w)
        s += sub[w][b];
      atomicAdd(&hist[b], s);
    }
  }
}
