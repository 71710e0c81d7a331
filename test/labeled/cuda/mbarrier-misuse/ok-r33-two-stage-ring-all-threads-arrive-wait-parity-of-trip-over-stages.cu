// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// Triton-like two-stage software pipeline written in CUDA with mbarriers as
// the stage barriers: every thread copies its element of tile k into stage
// k % 2, arrives on that stage's barrier (initialised for 128 arrivals) and
// waits for the phase (k / 2) % 2, the number of times that stage has
// completed before; an extra __syncthreads() keeps a stage from being
// overwritten while a slow warp still reads it.
#include "mbar.cuh"
__global__ void __launch_bounds__(128)
    two_stage(const float *__restrict__ x, float *__restrict__ y, int ktiles) {
  __shared__ uint64_t stage_bar[2];
  __shared__ float stage[2][128];
  const int t = threadIdx.x;
  if (t == 0) {
    mb_init(&stage_bar[0], 128);
    mb_init(&stage_bar[1], 128);
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    const int s = k & 1;
    stage[s][t] = x[((size_t)blockIdx.x * ktiles + k) * 128 + t];
    mb_arrive(&stage_bar[s]);
    mb_wait_parity(&stage_bar[s], (k >> 1) & 1);
    acc += stage[s][127 - t];
    __syncthreads();
  }
  y[blockIdx.x * 128 + t] = acc;
  __syncthreads();
  if (t == 0) {
    mb_inval(&stage_bar[0]);
    mb_inval(&stage_bar[1]);
  }
}
