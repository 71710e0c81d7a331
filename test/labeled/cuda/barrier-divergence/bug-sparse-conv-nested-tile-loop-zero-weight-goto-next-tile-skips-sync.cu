// EXPECT: barrier-divergence
// Sparse 1x1 convolution over channel tiles: each outer iteration stages an
// input tile, and the inner k loop jumps to the next tile as soon as the
// thread's own weight row is zero for the rest of the tile. The goto leaves
// the inner loop per thread, skipping the __syncthreads() that ends the tile,
// while the other threads of the block wait there.
__global__ void sparse_pointwise(const float *x, const float *w, const int *nz_end,
                                 float *y, int tiles, int C) {
  __shared__ float xs[128];
  int co = blockIdx.y * blockDim.x + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    xs[threadIdx.x] = x[(size_t)blockIdx.x * C + t * 128 + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < 128; ++k) {
      if (k >= nz_end[co * tiles + t])
        goto next_tile;
      acc += w[(size_t)co * C + t * 128 + k] * xs[k];
    }
    __syncthreads();
  next_tile:;
  }
  y[(size_t)blockIdx.x * gridDim.y * blockDim.x + co] = acc;
}
