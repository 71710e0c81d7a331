// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Per-channel int8 weight quantisation where an all-zero channel takes scale
// 1 through a select instead of an early return: every thread reaches the
// shared-memory max reduction and its barriers.
__global__ void quant_per_channel_sel(const float *w, signed char *q, float *scale,
                                      float *blk_max, int rows, int cols) {
  __shared__ float red[256];
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  float amax = 0.f;
  for (int r = 0; r < rows; ++r)
    amax = fmaxf(amax, fabsf(w[(size_t)r * cols + c]));
  const float s = amax == 0.f ? 1.f : amax / 127.f;
  scale[c] = s;
  for (int r = 0; r < rows; ++r)
    q[(size_t)r * cols + c] = (signed char)__float2int_rn(w[(size_t)r * cols + c] / s);
  red[threadIdx.x] = s;
  __syncthreads();
  for (int o = 128; o > 0; o >>= 1) {
    if (threadIdx.x < o)
      red[threadIdx.x] = fmaxf(red[threadIdx.x], red[threadIdx.x + o]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    blk_max[blockIdx.x] = red[0];
}
