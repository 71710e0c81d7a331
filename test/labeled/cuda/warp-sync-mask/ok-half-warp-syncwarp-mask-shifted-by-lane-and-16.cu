// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Two independent half-warp stencils synchronised with __syncwarp on their
// own half: 0xffff << (lane & 16) is 0x0000ffff for lanes 0-15 and 0xffff0000
// for lanes 16-31, each the lane's own half, and every lane runs it.
__global__ void __launch_bounds__(128) half_stencil(const float *in, float *out) {
  __shared__ float buf[128];
  int t = threadIdx.x, lane = t & 31;
  buf[t] = in[blockIdx.x * 128 + t];
  unsigned half = 0xffffu << (lane & 16);
  __syncwarp(half);
  int h = lane & 16, j = lane & 15;
  float v = buf[(t - lane) + h + ((j + 1) & 15)] + buf[(t - lane) + h + ((j + 15) & 15)];
  out[blockIdx.x * 128 + t] = v;
}
