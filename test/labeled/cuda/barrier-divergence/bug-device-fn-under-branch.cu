// EXPECT: barrier-divergence
// A helper that stages a tile through shared memory (and synchronises) is
// called only by threads that own a valid row.
__device__ __noinline__ float stage_and_read(float *tile, float v, unsigned t) {
  tile[t] = v;
  __syncthreads();
  return tile[(t + 1) % blockDim.x];
}
__global__ void rows(const float *in, float *out, int nrows) {
  __shared__ float tile[128];
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  float r = 0.f;
  if (row < nrows)
    r = stage_and_read(tile, in[row], threadIdx.x);
  if (row < nrows)
    out[row] = r;
}
