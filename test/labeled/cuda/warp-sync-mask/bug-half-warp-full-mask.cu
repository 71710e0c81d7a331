// EXPECT: warp-sync-mask
// A shuffle with the full mask inside `if (lane < 16)`: lanes 16..31 are
// named in the mask but never arrive.
__global__ void half_warp_sum(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned lane = threadIdx.x & 31;
  if (lane < 16) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  }
}
