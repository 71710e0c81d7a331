// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Two independent half-warp stencils synchronised with __syncwarp on their
// own half. The mask was meant to be 0xffff << (lane & 16) but is written
// 0xffff << (lane >> 4): the upper half gets 0x1fffe, which names lanes 1-16
// and leaves out lanes 17-31 themselves (a lane outside its own mask).
__global__ void __launch_bounds__(128) half_stencil(const float *in, float *out) {
  __shared__ float buf[128];
  int t = threadIdx.x, lane = t & 31;
  buf[t] = in[blockIdx.x * 128 + t];
  unsigned half = 0xffffu << (lane >> 4);
  __syncwarp(half);
  int h = lane & 16, j = lane & 15;
  float v = buf[(t - lane) + h + ((j + 1) & 15)] + buf[(t - lane) + h + ((j + 15) & 15)];
  out[blockIdx.x * 128 + t] = v;
}
