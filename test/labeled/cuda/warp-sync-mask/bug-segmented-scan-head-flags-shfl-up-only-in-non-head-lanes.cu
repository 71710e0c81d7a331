// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Warp-level segmented inclusive scan with head flags: a lane adds the value
// from `d` lanes up unless a segment head lies in between. The shuffle was
// moved inside that test, so lanes that stop at a head skip it while the
// full mask still names them.
__global__ void seg_scan(const float *v, const unsigned char *head, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  float x = v[i];
  unsigned flags = __ballot_sync(0xffffffffu, head[i] != 0);
  const unsigned upto = flags & ((2u << lane) - 1);
  const int seg_start = upto ? 31 - __clz(upto) : 0;
  for (int d = 1; d < 32; d <<= 1)
    if (lane - d >= seg_start)
      x += __shfl_up_sync(0xffffffffu, x, d);
  out[i] = x;
}
