// EXPECT: clean
// ARCHS: sm_90 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// 1-D heat-equation sweeps on a block-resident row, with the step barrier an
// mbarrier of count 128: thread 0 initialises it, __syncthreads() publishes
// the init, and every sweep each thread writes its cell of the current
// buffer, arrives, and waits on the phase parity it flips only after the
// wait (sweep k waits parity k & 1). The barrier is invalidated after a
// final __syncthreads(), when no thread can still be waiting on it.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) heat_sweeps(float *__restrict__ u, float alpha, int sweeps) {
  __shared__ uint64_t bar;
  __shared__ float s[2][130];
  const int t = threadIdx.x;
  float *row = u + (size_t)blockIdx.x * 130;
  if (t == 0) {
    mb_init(&bar, 128);
    s[0][0] = s[1][0] = row[0];
    s[0][129] = s[1][129] = row[129];
  }
  float v = row[t + 1];
  __syncthreads();
  unsigned phase = 0;
  for (int k = 0; k < sweeps; ++k) {
    float *cur = s[k & 1];
    cur[t + 1] = v;
    mb_arrive(&bar);
    mb_wait_parity(&bar, phase);
    phase ^= 1;
    v += alpha * (cur[t] - 2.f * v + cur[t + 2]);
  }
  row[t + 1] = v;
  __syncthreads();
  if (t == 0)
    mb_inval(&bar);
}
