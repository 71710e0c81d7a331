// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Segmented inclusive scan over 16-lane segments with __shfl_up_sync(width
// 16). The mask was copied from a version where only the first segment ran
// (0x0000ffff), but every lane of the warp executes the shuffles: lanes 16-31
// are outside the mask.
__global__ void __launch_bounds__(256) seg16_scan(const int *in, int *out) {
  int i = blockIdx.x * 256 + threadIdx.x;
  int lane16 = threadIdx.x & 15;
  int v = in[i];
  for (int d = 1; d < 16; d <<= 1) {
    int u = __shfl_up_sync(0x0000ffffu, v, d, 16);
    if (lane16 >= d)
      v += u;
  }
  out[i] = v;
}
