// EXPECT: clean
// Row softmax, one block per row: each thread reduces its strided columns
// privately, then every thread of the block calls the block-wide reductions
// (helpers with __syncthreads()) after the loops, so all threads reach every
// barrier the same number of times. The warp shuffles use the full mask and
// are executed by whole warps (blockDim.x is a multiple of 32).
__device__ float warp_max(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
template <bool MAX> __device__ float block_reduce(float v) {
  __shared__ float red[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = MAX ? warp_max(v) : warp_sum(v);
  if (lane == 0)
    red[warp] = v;
  __syncthreads();
  v = lane < (blockDim.x >> 5) ? red[lane] : (MAX ? -INFINITY : 0.f);
  v = MAX ? warp_max(v) : warp_sum(v);
  __syncthreads();
  return v;
}

__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ y, int cols) {
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    m = fmaxf(m, row[c]);
  m = block_reduce<true>(m);
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += __expf(row[c] - m);
  s = block_reduce<false>(s);
  float inv = 1.f / s;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[c] = __expf(row[c] - m) * inv;
}
