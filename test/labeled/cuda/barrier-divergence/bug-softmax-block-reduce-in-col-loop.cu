// EXPECT: barrier-divergence warp-sync-mask
// Row softmax, one block per row. The block-wide max reduction (a helper with
// two __syncthreads()) was put inside the strided column loop instead of after
// it (line marked BUG): with cols not a multiple of blockDim.x the threads
// past the last column run one iteration fewer and skip the helper's barriers,
// and, in a warp that straddles the end, its full-mask shuffles too (a second
// bug: the lanes still in the loop wait for lanes that have left).
__device__ float block_max(float v) {
  __shared__ float red[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  if (lane == 0)
    red[warp] = v;
  __syncthreads();
  v = lane < (blockDim.x >> 5) ? red[lane] : -INFINITY;
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  __syncthreads();
  return v;
}

__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ y, int cols) {
  const float *row = x + (size_t)blockIdx.x * cols;
  float *out = y + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    m = fmaxf(m, row[c]);
    m = block_max(m); // BUG: runs a different number of times per thread
  }
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    s += __expf(row[c] - m);
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    out[c] = __expf(row[c] - m) / s;
}
