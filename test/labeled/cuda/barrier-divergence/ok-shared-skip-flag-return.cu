// EXPECT: clean
// Thread 0 decides whether the block has any work and publishes it; after
// the barrier the whole block returns together or goes on to the next
// barrier together.
__global__ void sparse_blocks(const int *nnz, const float *in, float *out) {
  __shared__ int skip;
  __shared__ float buf[128];
  if (threadIdx.x == 0)
    skip = nnz[blockIdx.x] == 0;
  __syncthreads();
  if (skip)
    return;
  buf[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * 128 + threadIdx.x] = buf[127 - threadIdx.x];
}
