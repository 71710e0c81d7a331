// EXPECT: clean
// Whole blocks past the end leave before the first barrier (the test is on
// blockIdx only); inside, the tile loop count comes from a parameter and the
// tail elements are masked, not the barriers.
__global__ void tiled_sum(const float *in, float *out, int n, int tiles_per_block) {
  __shared__ float tile[256];
  int base = blockIdx.x * tiles_per_block * 256;
  if (base >= n)
    return;
  float acc = 0.f;
  for (int t = 0; t < tiles_per_block; ++t) {
    int i = base + t * 256 + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.f;
    __syncthreads();
    acc += tile[255 - threadIdx.x];
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}
