// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Per-row reduction over groups of 8 lanes, only the 24 valid lanes enter the
// butterfly and the mask names exactly them (0x00ffffff); every xor partner
// (o = 4, 2, 1 inside a group of 8) is one of them.
__global__ void __launch_bounds__(128) group8_sums(const float *in, float *out) {
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int row = blockIdx.x * 4 + warp;
  float v = 0.f;
  if (lane < 24) {
    v = in[row * 24 + lane];
    for (int o = 4; o > 0; o >>= 1)
      v += __shfl_xor_sync(0x00ffffffu, v, o, 8);
  }
  out[row * 32 + lane] = v;
}
