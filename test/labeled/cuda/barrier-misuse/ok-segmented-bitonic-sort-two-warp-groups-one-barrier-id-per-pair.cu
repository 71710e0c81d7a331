// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// OK: segmented sort of ragged key segments of up to 128 keys (one segment
// per pair of warps, eight pairs per 512-thread block). Each pair runs a
// bitonic network on its segment in shared memory and syncs only with its
// partner warp through named barrier 1 + pair (ids 1..8): a bar.sync leaves
// the barrier reset, so one id per pair is enough for every stage. Pairs
// without a segment leave as whole pairs (both warps of a pair test the
// same segment index).
__device__ __forceinline__ void pair_sync(int id) { asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory"); }
__global__ void __launch_bounds__(512)
segmented_bitonic(unsigned *__restrict__ keys, const int *__restrict__ seg_off, int nseg) {
  __shared__ unsigned sk[8][128];
  const int pair = threadIdx.x / 64, t = threadIdx.x % 64;
  const int seg = blockIdx.x * 8 + pair;
  if (seg >= nseg) return;
  const int beg = seg_off[seg], len = min(seg_off[seg + 1] - beg, 128);
  unsigned *s = sk[pair];
  for (int i = t; i < 128; i += 64) s[i] = i < len ? keys[beg + i] : 0xffffffffu;
  pair_sync(1 + pair);
  for (int k = 2; k <= 128; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1) {
      const int i = 2 * t - (t & (j - 1));
      const int p = i + j;
      const bool up = (i & k) == 0;
      const unsigned a = s[i], b = s[p];
      if ((a > b) == up) { s[i] = b; s[p] = a; }
      pair_sync(1 + pair);
    }
  }
  for (int i = t; i < len; i += 64) keys[beg + i] = s[i];
}
