// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-level segmented inclusive scan with head flags: every lane runs each
// shuffle, and only the add is conditional on the segment start.
__global__ void seg_scan_ok(const float *v, const unsigned char *head, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  float x = v[i];
  unsigned flags = __ballot_sync(0xffffffffu, head[i] != 0);
  const unsigned upto = flags & ((2u << lane) - 1);
  const int seg_start = upto ? 31 - __clz(upto) : 0;
  for (int d = 1; d < 32; d <<= 1) {
    const float y = __shfl_up_sync(0xffffffffu, x, d);
    if (lane - d >= seg_start)
      x += y;
  }
  out[i] = x;
}
