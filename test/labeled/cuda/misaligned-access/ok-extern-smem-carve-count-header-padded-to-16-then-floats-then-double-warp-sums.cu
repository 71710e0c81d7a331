// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the double-precision block sum with its dynamic shared memory carved as
// an int counter padded to 16 bytes, blockDim.x floats, then one double per
// warp: with 256 threads the doubles start at 16 + 1024 = 1040, a multiple of
// eight.
__global__ void block_sum_double_reverse(const float *__restrict__ x, float *__restrict__ y,
                                         double *__restrict__ block_sum, int *__restrict__ block_count, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *s_count = reinterpret_cast<int *>(smem);
  float *s_vals = reinterpret_cast<float *>(smem + 16);
  double *s_acc = reinterpret_cast<double *>(s_vals + blockDim.x);
  int t = threadIdx.x, lane = t & 31, warp = t >> 5;
  int i = blockIdx.x * blockDim.x + t;
  if (t == 0)
    *s_count = 0;
  __syncthreads();
  float v = i < n ? x[i] : 0.f;
  if (i < n)
    atomicAdd(s_count, 1);
  s_vals[t] = v;
  double d = v;
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    d += __shfl_down_sync(0xffffffffu, d, o);
  if (lane == 0)
    s_acc[warp] = d;
  __syncthreads();
  int j = blockIdx.x * blockDim.x + (blockDim.x - 1 - t);
  if ((blockIdx.x + 1) * blockDim.x <= n)  // full blocks are written back reversed
    y[j] = s_vals[t];
  if (t == 0) {
    double tot = 0.0;
    for (int w = 0; w < (int)(blockDim.x >> 5); ++w)
      tot += s_acc[w];
    block_sum[blockIdx.x] = tot;
    block_count[blockIdx.x] = *s_count;
  }
}
