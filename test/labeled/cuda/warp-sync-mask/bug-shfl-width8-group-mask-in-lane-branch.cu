// EXPECT: warp-sync-mask
// Segmented reduction over groups of 8 lanes with __shfl_xor_sync(width 8)
// and per-group masks, but the reduction sits under a per-lane test of the
// input (`v != 0`, to skip empty entries): lanes of one group diverge, and
// the shuffle's mask names lanes that do not execute it (BUG).
__global__ void group8_nonzero_sums(const float *__restrict__ x, float *__restrict__ out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned mask = 0xffu << (lane & ~7);
  float v = x[i];
  if (v != 0.0f) { // BUG: per-lane condition
#pragma unroll
    for (int o = 4; o > 0; o >>= 1)
      v += __shfl_xor_sync(mask, v, o, 8);
  }
  if ((lane & 7) == 0)
    out[i / 8] = v;
}
