// EXPECT: clean
// PTXLINT-ARGS: --block-dim=48
// The same partial last warp, reduced with the lanes that exist:
// __activemask() at kernel entry is 0xffff in warp 1 and the tree only pulls
// from lanes inside it (segments of 16 for warp 1).
__global__ void partial_last_warp(const float *in, float *out) {
  unsigned m = __activemask();
  float v = in[blockIdx.x * 48 + threadIdx.x];
  int width = __popc(m);
  for (int o = width / 2; o > 0; o >>= 1)
    v += __shfl_xor_sync(m, v, o);
  if ((threadIdx.x & 31) == 0)
    out[blockIdx.x * 2 + threadIdx.x / 32] = v;
}
