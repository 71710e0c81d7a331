// EXPECT: clean
// ARCHS: sm_90 sm_80
// PTXLINT-ARGS: --block-dim=128
// Single-slot producer/consumer handoff through shared memory: warp 0 fills
// the slot and arrives on "full" (count 32), warps 1-3 wait on "full" with
// parity r & 1, consume, and arrive on "empty" (count 96); from round 1 on
// the producer waits on "empty" with parity (r & 1) ^ 1, i.e. for the phase
// the consumers completed in the previous round. Thread 0 initialises both
// barriers before a __syncthreads(). Neither barrier can run two phases ahead
// of a waiter: each phase of one needs the other's previous phase.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) handoff(const float *__restrict__ in,
                                               float *__restrict__ out, int rounds) {
  __shared__ float slot[96];
  __shared__ uint64_t full, empty;
  if (threadIdx.x == 0) {
    mb_init(&full, 32);
    mb_init(&empty, 96);
  }
  __syncthreads();
  const int warp = threadIdx.x / 32;
  for (int r = 0; r < rounds; ++r) {
    const unsigned ph = r & 1;
    if (warp == 0) {
      if (r > 0) mb_wait_parity(&empty, ph ^ 1);
      for (int j = threadIdx.x; j < 96; j += 32) slot[j] = in[(size_t)r * 96 + j];
      mb_arrive(&full);
    } else {
      mb_wait_parity(&full, ph);
      out[(size_t)r * 96 + threadIdx.x - 32] = slot[threadIdx.x - 32] * 2.f;
      mb_arrive(&empty);
    }
  }
}
