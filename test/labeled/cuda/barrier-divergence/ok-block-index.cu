// EXPECT: clean
// Barrier under a condition on the block index: every thread of a block takes
// the same path.
__global__ void first_block_init(float *data, float *stats, int n) {
  __shared__ float s[256];
  s[threadIdx.x] = data[blockIdx.x * blockDim.x + threadIdx.x];
  if (blockIdx.x == 0) {
    __syncthreads();
    if (threadIdx.x == 0)
      stats[0] = s[0] + s[blockDim.x - 1];
  }
  __syncthreads();
  data[blockIdx.x * blockDim.x + threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
