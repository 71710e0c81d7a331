// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Every thread publishes a value, arrives on the block's mbarrier and spins on
// try_wait.parity, but the phase bit is flipped before the wait instead of
// after it, so step k waits on the parity of phase k - 1. While phase k is
// open that wait returns at once: threads read neighbours' values not yet
// stored, run ahead and arrive again, mixing the arrivals of different steps.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) jacobi(float *x, int steps) {
  __shared__ uint64_t bar;
  __shared__ float s[2][128];
  unsigned t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, 128);
  __syncthreads();
  unsigned phase = 0;
  float v = x[blockIdx.x * 128 + t];
  for (int k = 0; k < steps; ++k) {
    s[k & 1][t] = v;
    mb_arrive(&bar);
    phase ^= 1; // BUG: flipped before the wait
    asm volatile("{\n\t.reg .pred p;\n"
                 "SPIN_%=:\n\t"
                 "mbarrier.try_wait.parity.shared.b64 p, [%0], %1;\n\t"
                 "@!p bra SPIN_%=;\n\t}" ::"r"(smem(&bar)), "r"(phase) : "memory");
    v = (s[k & 1][(t + 127) & 127] + v + s[k & 1][(t + 1) & 127]) * (1.f / 3.f);
  }
  x[blockIdx.x * 128 + t] = v;
}
