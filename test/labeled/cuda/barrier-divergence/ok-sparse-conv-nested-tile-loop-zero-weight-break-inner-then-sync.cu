// EXPECT: clean
// Sparse 1x1 convolution over channel tiles: the inner k loop stops as soon as
// the thread's own weight row is zero for the rest of the tile, but the break
// only leaves the inner loop; every thread still reaches the __syncthreads()
// that ends the tile before the input tile is overwritten.
__global__ void sparse_pointwise(const float *x, const float *w, const int *nz_end,
                                 float *y, int tiles, int C) {
  __shared__ float xs[128];
  int co = blockIdx.y * blockDim.x + threadIdx.x;
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    xs[threadIdx.x] = x[(size_t)blockIdx.x * C + t * 128 + threadIdx.x];
    __syncthreads();
    int end = nz_end[co * tiles + t];
    for (int k = 0; k < 128; ++k) {
      if (k >= end)
        break;
      acc += w[(size_t)co * C + t * 128 + k] * xs[k];
    }
    __syncthreads();
  }
  y[(size_t)blockIdx.x * gridDim.y * blockDim.x + co] = acc;
}
