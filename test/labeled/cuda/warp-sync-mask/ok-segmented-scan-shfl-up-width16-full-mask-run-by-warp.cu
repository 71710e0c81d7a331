// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Segmented inclusive scan over 16-lane segments with __shfl_up_sync(width
// 16): the mask names the whole warp, which executes every shuffle; the width
// keeps each segment to itself.
__global__ void __launch_bounds__(256) seg16_scan(const int *in, int *out) {
  int i = blockIdx.x * 256 + threadIdx.x;
  int lane16 = threadIdx.x & 15;
  int v = in[i];
  for (int d = 1; d < 16; d <<= 1) {
    int u = __shfl_up_sync(0xffffffffu, v, d, 16);
    if (lane16 >= d)
      v += u;
  }
  out[i] = v;
}
