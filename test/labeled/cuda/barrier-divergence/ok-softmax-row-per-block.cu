// EXPECT: clean
// Row softmax, one row per block: the early return tests blockIdx only, the
// strided column loops vary per thread but hold no barrier, and the warp
// partials are combined by the first warp under a warp-uniform branch.
__device__ float block_max(float v, float *sh) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (lane == 0)
    sh[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / 32 ? sh[lane] : -INFINITY;
    for (int o = 16; o > 0; o >>= 1)
      v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    if (lane == 0)
      sh[0] = v;
  }
  __syncthreads();
  v = sh[0];
  __syncthreads();
  return v;
}
__global__ void softmax_block(const float *x, float *y, int rows, int cols) {
  __shared__ float sh[32];
  if (blockIdx.x >= rows)
    return;
  const float *xr = x + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, xr[c]);
  m = block_max(m, sh);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    y[(size_t)blockIdx.x * cols + c] = __expf(xr[c] - m);
}
