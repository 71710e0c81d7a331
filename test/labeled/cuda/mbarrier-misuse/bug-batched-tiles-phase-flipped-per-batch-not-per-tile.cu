// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: the phase bit is flipped once per batch, after the tile loop, instead
// of after every wait. From the second tile of a batch on, each wait uses the
// parity of the phase that already completed and returns at once, before the
// other threads' writes of that tile have arrived.
#include "mbar.cuh"

__global__ void batched_tiles_stale_phase(const float *__restrict__ in, float *__restrict__ out,
                                          int batches, int tiles) {
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
      out[base + threadIdx.x] = buf[blockDim.x - 1 - threadIdx.x];
    }
    phase ^= 1;
  }
}
