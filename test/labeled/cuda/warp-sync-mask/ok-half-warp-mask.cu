// EXPECT: clean
// The partial-warp shuffle with a mask that is exactly the active lanes.
__global__ void half_warp_sum_ok(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned lane = threadIdx.x & 31;
  if (lane < 16) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(0x0000ffffu, v, o);
    if (lane == 0)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  }
}
