// EXPECT: clean
// Each quarter-warp shuffles among its own eight lanes with a mask built
// from the lane index.
__global__ void quarters(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  unsigned mask = 0xffu << (lane & 24);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 4; o > 0; o >>= 1)
    v += __shfl_down_sync(mask, v, o, 8);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
