// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Batched tile transform: one mbarrier, initialised for blockDim.x arrivals,
// is used as a block-wide rendezvous once per tile, over a batch loop around
// a tile loop. The phase bit lives outside both loops and flips after every
// completed wait, so it stays right across batch boundaries. Tiles alternate
// between two staging buffers, so a fast thread writing tile t+1 never
// overwrites the buffer a slow thread still reads for tile t.
#include "mbar.cuh"

__global__ void batched_tiles(const float *__restrict__ in, float *__restrict__ out, int batches,
                              int tiles) {
  __shared__ float stage[2][128];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    mb_init(&bar, blockDim.x);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  unsigned phase = 0;
  int step = 0;
  for (int b = 0; b < batches; ++b) {
    for (int t = 0; t < tiles; ++t, ++step) {
      size_t base = ((size_t)(blockIdx.x * batches + b) * tiles + t) * blockDim.x;
      float *buf = stage[step & 1];
      buf[threadIdx.x] = in[base + threadIdx.x];
      mb_arrive(&bar);
      mb_wait_parity(&bar, phase);
      phase ^= 1;
      out[base + threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
    }
  }
}
