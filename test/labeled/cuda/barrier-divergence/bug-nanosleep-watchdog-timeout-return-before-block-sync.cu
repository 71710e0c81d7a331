// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Consumer side of a cross-CTA handoff: each thread polls the ready flag of
// the chunk it will read, backing off with __nanosleep, and gives up after
// a watchdog limit so that a broken producer cannot hang the whole grid.
// BUG: a thread whose poll timed out returns on its own; the others go on
// to the __syncthreads() that publishes the staged chunk. The flags are
// per chunk and per thread (each thread reads a different one), so the
// timeouts differ between threads and the barrier is short of them.
#include <cuda/atomic>
__global__ void __launch_bounds__(128)
consume_chunks(const unsigned *__restrict__ ready, const float *__restrict__ chunks, float *__restrict__ out,
               int *__restrict__ timeouts) {
  __shared__ float stage[128];
  const int chunk = blockIdx.x * 128 + threadIdx.x;
  cuda::atomic_ref<const unsigned, cuda::thread_scope_device> flag(ready[chunk]);
  unsigned ns = 32;
  for (int tries = 0; flag.load(cuda::memory_order_acquire) == 0; ++tries) {
    if (tries == 4096) {
      atomicAdd(timeouts, 1);
      return;  // BUG: leaves before the block barrier below
    }
    __nanosleep(ns);
    ns = min(ns * 2, 2048u);
  }
  stage[threadIdx.x] = chunks[chunk];
  __syncthreads();
  out[chunk] = stage[threadIdx.x] - stage[127 - threadIdx.x];
}
