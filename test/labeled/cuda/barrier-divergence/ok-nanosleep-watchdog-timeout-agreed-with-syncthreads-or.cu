// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Consumer side of a cross-CTA handoff: each thread polls the ready flag of
// the chunk it will read, backing off with __nanosleep, up to a watchdog
// limit. A thread whose poll timed out does not leave on its own: the CTA
// agrees with __syncthreads_or() whether any thread timed out and then
// returns (or goes on) as a whole, so every thread meets the same barriers.
// The per-thread poll loop before the vote contains no barrier.
#include <cuda/atomic>
__global__ void __launch_bounds__(128)
consume_chunks(const unsigned *__restrict__ ready, const float *__restrict__ chunks, float *__restrict__ out,
               int *__restrict__ timeouts) {
  __shared__ float stage[128];
  const int chunk = blockIdx.x * 128 + threadIdx.x;
  cuda::atomic_ref<const unsigned, cuda::thread_scope_device> flag(ready[chunk]);
  unsigned ns = 32;
  bool timed_out = false;
  for (int tries = 0; flag.load(cuda::memory_order_acquire) == 0; ++tries) {
    if (tries == 4096) {
      timed_out = true;
      break;
    }
    __nanosleep(ns);
    ns = min(ns * 2, 2048u);
  }
  if (__syncthreads_or(timed_out)) {
    if (threadIdx.x == 0)
      atomicAdd(timeouts, 1);
    return;
  }
  stage[threadIdx.x] = chunks[chunk];
  __syncthreads();
  out[chunk] = stage[threadIdx.x] - stage[127 - threadIdx.x];
}
