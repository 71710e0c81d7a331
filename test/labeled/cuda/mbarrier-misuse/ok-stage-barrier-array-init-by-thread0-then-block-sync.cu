// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Thread 0 initialises the stage barriers and a __syncthreads() makes the
// inits visible before any thread arrives or waits.
#include "mbar.cuh"
#define STAGES 3
__global__ void __launch_bounds__(128) staged(const float *in, float *out, int ktiles) {
  __shared__ float buf[STAGES][128];
  __shared__ __align__(8) uint64_t full[STAGES];
  int t = threadIdx.x;
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      mb_init(&full[s], 128);
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    int s = k % STAGES;
    buf[s][t] = in[((size_t)blockIdx.x * ktiles + k) * 128 + t];
    mb_arrive(&full[s]);
    mb_wait_parity(&full[s], (k / STAGES) & 1);
    acc += buf[s][127 - t];
    __syncthreads();
  }
  out[blockIdx.x * 128 + t] = acc;
}
