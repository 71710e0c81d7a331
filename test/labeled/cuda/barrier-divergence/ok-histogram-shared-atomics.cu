// EXPECT: clean
// Shared-memory histogram: a strided zero-fill (trip count depends on the
// thread, no barrier inside), a barrier, a grid-stride loop of shared atomics,
// a barrier, then a strided flush with global atomics.
#define BINS 1000
__global__ void histogram(const unsigned char *data, unsigned *hist, size_t n) {
  __shared__ unsigned local[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    atomicAdd(&local[(data[i] * 7u) % BINS], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (local[b])
      atomicAdd(&hist[b], local[b]);
}
