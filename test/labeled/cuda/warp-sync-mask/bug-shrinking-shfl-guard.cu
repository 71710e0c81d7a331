// EXPECT: warp-sync-mask
// A warp reduction "optimised" so that only the lanes whose result is still
// needed shuffle: at each step the lanes >= offset skip the shuffle, but the
// mask still names the whole warp.
__global__ void warp_sum_guarded(const float *in, float *out) {
  unsigned lane = threadIdx.x % 32;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int offset = 16; offset > 0; offset >>= 1) {
    if (lane < offset)
      v += __shfl_down_sync(0xffffffffu, v, offset);
  }
  if (lane == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
