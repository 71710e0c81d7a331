// EXPECT: barrier-divergence
// A block walks several tiles of a 1-D array and stages each one in shared
// memory; the bounds check on the last tile is a `return`, so the threads
// past n leave while the others still wait at the tile's barriers.
__global__ void tile_sum(const float *in, float *out, int n, int tiles) {
  __shared__ float buf[256];
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    int i = (blockIdx.x * tiles + t) * blockDim.x + threadIdx.x;
    if (i >= n)
      return;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    acc += buf[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
