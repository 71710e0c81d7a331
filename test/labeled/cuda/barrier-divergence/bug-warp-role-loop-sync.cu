// EXPECT: barrier-divergence
// Warp-specialised loader/compute split where the loader warp's loop runs
// one iteration fewer than the compute warps': the loader leaves the loop
// and exits while the compute warps still wait at the last __syncthreads().
__global__ void specialised(const float *in, float *out, int tiles) {
  __shared__ float tile[128];
  int warp = threadIdx.x / 32;
  int iters = warp == 0 ? tiles - 1 : tiles;
  float acc = 0.f;
  for (int t = 0; t < iters; ++t) {
    if (warp == 0)
      for (int j = threadIdx.x; j < 128; j += 32)
        tile[j] = in[t * 128 + j];
    __syncthreads();
    if (warp != 0)
      acc += tile[threadIdx.x % 128];
    __syncthreads();
  }
  if (warp != 0)
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
