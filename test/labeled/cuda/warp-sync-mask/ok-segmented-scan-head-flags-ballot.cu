// EXPECT: clean
// Warp-level segmented inclusive scan with head flags: every lane runs every
// full-mask shuffle; segments are respected through the ballot of the head
// flags (each lane's distance to its segment head bounds the steps it adds),
// so the flags decide values, never which lanes take part.
__global__ void seg_scan(const int *flags, const float *x, float *y, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  const bool in = i < n;
  float v = in ? x[i] : 0.f;
  const unsigned heads = __ballot_sync(0xffffffffu, in && flags[i] != 0);
  const unsigned below = heads & ((2u << lane) - 1);  // heads at or below me
  const int seg_start = below ? 31 - __clz(below) : 0;
  for (int d = 1; d < 32; d <<= 1) {
    float u = __shfl_up_sync(0xffffffffu, v, d);
    if (lane - d >= seg_start)
      v += u;
  }
  if (in)
    y[i] = v;
}
