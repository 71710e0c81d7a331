// EXPECT: clean
// The last block of the grid handles a partial tile with its own staged
// loop; the choice depends only on blockIdx and gridDim, the same in every
// thread of a block, so the barriers inside either branch are reached by the
// whole block.
__global__ void __launch_bounds__(256) scale_tiles(const float *x, float *y, int n, float a) {
  __shared__ float s[256];
  int base = blockIdx.x * 256;
  if (blockIdx.x == gridDim.x - 1) {
    for (int off = 0; off < n - base; off += 64) {
      int i = base + off + (threadIdx.x & 63);
      s[threadIdx.x] = (threadIdx.x < 64 && i < n) ? x[i] : 0.f;
      __syncthreads();
      if (threadIdx.x < 64 && i < n)
        y[i] = a * s[threadIdx.x];
      __syncthreads();
    }
  } else {
    s[threadIdx.x] = x[base + threadIdx.x];
    __syncthreads();
    y[base + threadIdx.x] = a * s[255 - threadIdx.x];
  }
}
