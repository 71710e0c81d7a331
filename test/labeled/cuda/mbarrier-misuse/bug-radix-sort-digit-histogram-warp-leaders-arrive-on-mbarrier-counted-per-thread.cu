// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: radix-sort upsweep: every warp builds a private 256-bin digit
// histogram in shared memory, then its lane 0 arrives on a "histograms done"
// mbarrier after __syncwarp(); warp 0 waits on it and merges the eight
// histograms. The barrier is initialised with blockDim.x (256) expected
// arrivals, but only the 8 warp leaders arrive: the phase never completes and
// warp 0 spins forever.
#include "mbar.cuh"
#define WARPS 8
__global__ void __launch_bounds__(256) digit_histogram(const unsigned *__restrict__ keys, unsigned *__restrict__ counts,
                                                       int n, int shift) {
  __shared__ unsigned hist[WARPS][256];
  __shared__ uint64_t done;
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0)
    mb_init(&done, blockDim.x);
  for (int d = lane; d < 256; d += 32)
    hist[warp][d] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&hist[warp][(keys[i] >> shift) & 255u], 1u);
  __syncwarp();
  if (lane == 0)
    mb_arrive(&done);
  if (warp == 0) {
    mb_wait_parity(&done, 0);
    for (int d = lane; d < 256; d += 32) {
      unsigned s = 0;
      for (int w = 0; w < WARPS; ++w)
        s += hist[w][d];
      counts[d * gridDim.x + blockIdx.x] = s;
    }
  }
}
