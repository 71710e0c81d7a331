// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Persistent kernel taking tiles from a global counter with
// cuda::atomic_ref. Only thread 0 performs the fetch_add (an atomic result
// is a per-thread value), but it publishes the ticket through shared memory
// and a __syncthreads(); every thread then reads the same word, so the
// `break` and the barriers in the body are CTA-uniform. The third barrier
// keeps thread 0 from overwriting `tile` and `stage` while others still
// read them.
#include <cuda/atomic>
__global__ void __launch_bounds__(256)
persistent_mirror(float *__restrict__ data, int ntiles, unsigned *__restrict__ next_tile) {
  __shared__ int tile;
  __shared__ float stage[256];
  cuda::atomic_ref<unsigned, cuda::thread_scope_device> counter(*next_tile);
  for (;;) {
    if (threadIdx.x == 0)
      tile = (int)counter.fetch_add(1u, cuda::memory_order_relaxed);
    __syncthreads();
    const int t = tile;
    if (t >= ntiles)
      break;
    stage[threadIdx.x] = data[(size_t)t * 256 + threadIdx.x];
    __syncthreads();
    data[(size_t)t * 256 + threadIdx.x] = 0.5f * (stage[threadIdx.x] + stage[255 - threadIdx.x]);
    __syncthreads();
  }
}
