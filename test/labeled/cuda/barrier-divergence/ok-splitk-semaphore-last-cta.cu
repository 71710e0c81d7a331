// EXPECT: clean
// Split-K GEMM epilogue with a semaphore: every CTA of a split writes its
// partial tile, thread 0 takes a ticket with atomicAdd after a fence and
// publishes "am I last" through shared memory; after the barrier the flag is
// the same in every thread, so the last CTA's reduction loop with its
// barriers is entered by the whole block.
__global__ void splitk_reduce(float *partials, float *out, unsigned *counters,
                              int splits, int tile_elems) {
  __shared__ bool am_last;
  const int tile = blockIdx.x;
  const int split = blockIdx.y;
  for (int i = threadIdx.x; i < tile_elems; i += blockDim.x)
    partials[((size_t)split * gridDim.x + tile) * tile_elems + i] = (float)(i + split);
  __threadfence();
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned ticket = atomicAdd(&counters[tile], 1u);
    am_last = (ticket == (unsigned)splits - 1);
  }
  __syncthreads();
  if (!am_last)
    return;
  __shared__ float acc[256];
  for (int base = 0; base < tile_elems; base += 256) {
    int i = base + threadIdx.x;
    float s = 0.f;
    if (threadIdx.x < 256 && i < tile_elems)
      for (int k = 0; k < splits; ++k)
        s += partials[((size_t)k * gridDim.x + tile) * tile_elems + i];
    if (threadIdx.x < 256)
      acc[threadIdx.x] = s;
    __syncthreads();
    if (threadIdx.x < 256 && i < tile_elems)
      out[(size_t)tile * tile_elems + i] = acc[threadIdx.x];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    counters[tile] = 0;
}
