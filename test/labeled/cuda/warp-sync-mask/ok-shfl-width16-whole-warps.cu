// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Only the first two warps reduce (a whole-warp condition), with 16-wide
// segments selected by the shuffle's width argument and the full mask.
__global__ void seg16(const float *in, float *out) {
  if (threadIdx.x < 64) {
    float v = in[blockIdx.x * 64 + threadIdx.x];
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffff, v, o, 16);
    if ((threadIdx.x & 15) == 0)
      out[blockIdx.x * 4 + threadIdx.x / 16] = v;
  }
}
