// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Cascade of decimating sections: section s keeps BLOCK >> s threads busy
// (each halves the rate), and its hand-off barrier is an mbarrier whose
// expected count is re-armed per section. Thread 0 initialises it with the
// section's active-thread count, __syncthreads() publishes the init, the
// active threads stage their output and arrive, everybody waits for phase 0
// of this initialisation (a fresh object), a second __syncthreads() makes
// sure nobody still waits, and thread 0 invalidates it before the next
// section re-initialises it with the smaller count.
#include "mbar.cuh"
#define BLOCK 256
#define SECTIONS 3

__global__ void __launch_bounds__(BLOCK)
decimate_cascade(const float *__restrict__ x, const float2 *__restrict__ halfband,
                 float *__restrict__ y) {
  __shared__ float stage[2][BLOCK];
  __shared__ uint64_t bar;
  const int t = threadIdx.x;
  stage[0][t] = x[blockIdx.x * BLOCK + t];
  __syncthreads();
  int src = 0;
#pragma unroll
  for (int s = 0; s < SECTIONS; ++s) {
    const int active = (BLOCK / 2) >> s;
    if (t == 0)
      mb_init(&bar, active);
    __syncthreads();
    if (t < active) {
      const float2 h = halfband[s];
      const float a = stage[src][2 * t], b = stage[src][2 * t + 1];
      stage[src ^ 1][t] = h.x * a + h.y * b;
      mb_arrive(&bar);
    }
    mb_wait_parity(&bar, 0);
    __syncthreads();
    if (t == 0)
      mb_inval(&bar);
    src ^= 1;
  }
  if (t < (BLOCK / 2) >> (SECTIONS - 1))
    y[blockIdx.x * ((BLOCK / 2) >> (SECTIONS - 1)) + t] = stage[src][t];
}
