// EXPECT: clean
// The two half-warps take different paths and each shuffles within its own
// half, with the mask chosen from the lane index before the branch.
__global__ void halves(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  unsigned mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (lane < 16) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(mask, v, o, 16);
  } else {
    for (int o = 8; o > 0; o >>= 1)
      v = fmaxf(v, __shfl_down_sync(mask, v, o, 16));
  }
  if ((lane & 15) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 16] = v;
}
