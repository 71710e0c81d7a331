// EXPECT: clean
// Chunk loop that skips chunks without work: thread 0 decides, publishes the
// decision in shared memory, and after the barrier every thread reads the same
// flag (a second barrier keeps thread 0 from rewriting it early), so the `continue` is taken by the whole block together. The per-thread
// threshold test only guards a store.
__global__ void filter_chunks(const float *__restrict__ x, float *__restrict__ y,
                              const int *__restrict__ chunk_nnz, int chunks, float thresh) {
  __shared__ float tile[256];
  __shared__ int skip;
  for (int c = 0; c < chunks; ++c) {
    if (threadIdx.x == 0)
      skip = chunk_nnz[blockIdx.x * chunks + c] == 0;
    __syncthreads();
    int s = skip;
    __syncthreads(); // everyone has read the flag before thread 0 rewrites it
    if (s)
      continue;
    int i = (blockIdx.x * chunks + c) * 256 + threadIdx.x;
    float v = x[i];
    tile[threadIdx.x] = v;
    __syncthreads();
    if (v >= thresh)
      y[i] = v + tile[(threadIdx.x + 1) & 255];
    __syncthreads();
  }
}
