// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Per-row reduction over groups of 8 lanes with __shfl_xor_sync(width 8):
// only the 24 lanes that hold valid columns enter the butterfly, but the mask
// is the full warp. Lanes 24-31 never execute the shuffles and do not exit
// (they still store their zero), so the named lanes never arrive.
__global__ void __launch_bounds__(128) group8_sums(const float *in, float *out) {
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int row = blockIdx.x * 4 + warp;
  float v = 0.f;
  if (lane < 24) {
    v = in[row * 24 + lane];
    for (int o = 4; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o, 8);
  }
  out[row * 32 + lane] = v;
}
