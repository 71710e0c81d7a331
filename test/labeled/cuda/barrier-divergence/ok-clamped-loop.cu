// EXPECT: clean
// Grid-stride-like loop with a uniform trip count: the bound is rounded up to
// a multiple of blockDim.x and the per-thread access is guarded instead.
__global__ void scale_tiles(float *x, int n, float a) {
  __shared__ float tile[256];
  int rounded = (n + blockDim.x - 1) / blockDim.x * blockDim.x;
  for (int base = 0; base < rounded; base += blockDim.x) {
    int i = base + threadIdx.x;
    tile[threadIdx.x] = i < n ? x[i] : 0.f;
    __syncthreads();
    if (i < n)
      x[i] = a * tile[blockDim.x - 1 - threadIdx.x];
    __syncthreads();
  }
}
