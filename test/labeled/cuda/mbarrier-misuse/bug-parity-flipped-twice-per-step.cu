// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Every thread arrives on one mbarrier per step and waits through a helper
// that flips the caller's phase bit after waiting; the loop flips it again at
// the end of the step (left over from before the helper), so every step waits
// parity 0. On step 2 (phase 1) early threads pass at once and read stale
// neighbours, and the last thread to arrive completes phase 1 itself and then
// waits for phase 2, which needs a step nobody can start: the CTA hangs.
#include "mbar.cuh"
__device__ __forceinline__ void step_sync(uint64_t *bar, unsigned &phase) {
  mb_arrive(bar);
  mb_wait_parity(bar, phase);
  phase ^= 1;
}
__global__ void __launch_bounds__(256) smooth(float *x, int steps) {
  __shared__ uint64_t bar;
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 256);
  __syncthreads();
  unsigned phase = 0;
  float v = x[blockIdx.x * 256 + t];
  for (int k = 0; k < steps; ++k) {
    s[t] = v;
    step_sync(&bar, phase);
    v = 0.5f * (s[(t + 255) & 255] + s[(t + 1) & 255]);
    __syncthreads(); // neighbours have read s[t] before it is overwritten
    phase ^= 1;
  }
  x[blockIdx.x * 256 + t] = v;
}
