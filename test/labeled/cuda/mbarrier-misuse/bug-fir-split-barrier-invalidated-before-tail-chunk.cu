// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// Block FIR over a long signal with an mbarrier as a split arrive/wait
// barrier: each thread stages its input sample for the next chunk, arrives,
// finishes the current output while the others stage, then waits before
// filtering. After the full chunks thread 0 invalidates the barrier (so the
// shared word can be reused), and the partial tail chunk was added later,
// below that cleanup: it arrives on and waits for an invalidated mbarrier.
#include "mbar.cuh"
#define BLOCK 256
#define TAPS 32

__constant__ float c_taps[TAPS];

__global__ void __launch_bounds__(BLOCK)
fir_stream(const float *__restrict__ x, float *__restrict__ y, int n) {
  __shared__ float buf[2][BLOCK + TAPS];
  __shared__ uint64_t bar;
  const int t = threadIdx.x;
  if (t == 0)
    mb_init(&bar, BLOCK);
  if (t < TAPS)
    buf[0][t] = 0.f; // history before the first sample
  __syncthreads();

  const int full_chunks = n / BLOCK;
  int cur = 0;
  for (int c = 0; c < full_chunks; ++c) {
    buf[cur][TAPS + t] = x[c * BLOCK + t];
    uint64_t tok = mb_arrive(&bar);
    mb_wait(&bar, tok);
    float acc = 0.f;
#pragma unroll
    for (int k = 0; k < TAPS; ++k)
      acc += c_taps[k] * buf[cur][TAPS + t - k];
    y[c * BLOCK + t] = acc;
    if (t < TAPS)
      buf[cur ^ 1][t] = buf[cur][BLOCK + t]; // carry the history
    __syncthreads();
    cur ^= 1;
  }
  if (t == 0)
    mb_inval(&bar);
  __syncthreads();

  const int rem = n - full_chunks * BLOCK; // tail chunk
  if (rem > 0) {
    buf[cur][TAPS + t] = t < rem ? x[full_chunks * BLOCK + t] : 0.f;
    uint64_t tok = mb_arrive(&bar); // BUG: invalidated above
    mb_wait(&bar, tok);
    float acc = 0.f;
#pragma unroll
    for (int k = 0; k < TAPS; ++k)
      acc += c_taps[k] * buf[cur][TAPS + t - k];
    if (t < rem)
      y[full_chunks * BLOCK + t] = acc;
  }
}
