// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: segmented sort of ragged key segments of up to 128 keys (one segment
// per pair of warps, eight pairs per 512-thread block). Each pair runs a
// bitonic network on its segment in shared memory and syncs only with its
// partner warp through a named barrier. To "avoid back-to-back reuse" the
// author gave every pair two ids, alternating by stage parity:
// id = 1 + 2 * pair + (stage & 1). Pair 7's odd stages use id 16; a CTA has
// barriers 0..15 only.
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
  int stage = 0;
  pair_sync(1 + 2 * pair + (stage & 1));
  for (int k = 2; k <= 128; k <<= 1) {
    for (int j = k >> 1; j > 0; j >>= 1, ++stage) {
      const int i = 2 * t - (t & (j - 1));
      const int p = i + j;
      const bool up = (i & k) == 0;
      const unsigned a = s[i], b = s[p];
      if ((a > b) == up) { s[i] = b; s[p] = a; }
      pair_sync(1 + 2 * pair + ((stage + 1) & 1));
    }
  }
  for (int i = t; i < len; i += 64) keys[beg + i] = s[i];
}
