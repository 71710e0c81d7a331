// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Warp-level bitonic sort of 64 keys, two per lane. The cross-lane stages
// were written with the mask 0xffff (thinking of "16 pairs"), but every lane
// of the warp runs the exchange: lanes 16-31 execute a shfl.sync whose mask
// does not name them, which is undefined.
__global__ void warp_bitonic64(float *keys) {
  float *k = keys + (size_t)(blockIdx.x * 4 + threadIdx.x / 32) * 64;
  const int lane = threadIdx.x % 32;
  float a = k[2 * lane], b = k[2 * lane + 1];
  if (a > b) { float t = a; a = b; b = t; }
  for (int size = 2; size <= 32; size <<= 1)
    for (int j = size / 2; j > 0; j >>= 1) {
      const bool up = ((lane & size) == 0);
      const bool lower = ((lane & j) == 0);
      const float oa = __shfl_xor_sync(0xffffu, a, j);
      const float ob = __shfl_xor_sync(0xffffu, b, j);
      const bool keep_min = (lower == up);
      a = keep_min ? fminf(a, oa) : fmaxf(a, oa);
      b = keep_min ? fminf(b, ob) : fmaxf(b, ob);
    }
  k[2 * lane] = a;
  k[2 * lane + 1] = b;
}
