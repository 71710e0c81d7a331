// EXPECT: barrier-divergence
// Only the first lane of each warp publishes its warp's sum and then waits at
// the block barrier; the other 31 lanes of every warp never arrive.
__global__ void block_sum(const int *in, int *out) {
  __shared__ int partial[32];
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if ((threadIdx.x & 31) == 0) {
    partial[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
      int s = 0;
      for (int w = 0; w < (int)(blockDim.x >> 5); ++w)
        s += partial[w];
      out[blockIdx.x] = s;
    }
  }
}
