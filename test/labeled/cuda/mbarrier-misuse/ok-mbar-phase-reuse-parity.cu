// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// One mbarrier reused for every step of a loop: thread 0 initialises it for
// the whole block, each step every thread arrives once and waits on the
// current phase's parity, which flips per step. Thread 0 invalidates it after
// a final CTA barrier.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) relax(float *x, int steps) {
  __shared__ uint64_t bar;
  __shared__ float s[128];
  if (threadIdx.x == 0)
    mb_init(&bar, 128);
  __syncthreads();
  unsigned phase = 0;
  for (int k = 0; k < steps; ++k) {
    s[threadIdx.x] = x[blockIdx.x * 128 + threadIdx.x];
    mb_arrive(&bar);
    mb_wait_parity(&bar, phase);
    phase ^= 1;
    float v = 0.25f * (s[(threadIdx.x + 127) & 127] + 2.f * s[threadIdx.x] + s[(threadIdx.x + 1) & 127]);
    __syncthreads();
    x[blockIdx.x * 128 + threadIdx.x] = v;
  }
  __syncthreads();
  if (threadIdx.x == 0)
    mb_inval(&bar);
}
