// EXPECT: warp-sync-mask
// ARCHS: sm_89 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: Rabin-Karp search for a 32-byte pattern, one text position per
// thread. A warp builds the polynomial hash of the 32-byte window that
// starts at its first lane with a shfl_down suffix scan (h = h * B^d +
// h[lane + d]) and lane 0 compares it with the pattern's hash. The scan
// sits inside `i < n` with the full mask: in the warp that straddles the end
// of the text, the lanes past n have left the kernel and the lanes below
// them read their h through __shfl_down_sync(0xffffffff, ...) (undefined
// values, so the hash of a window that runs past the text can match).
#define BASE 257u
__constant__ unsigned c_pow[32]; // BASE^d, d = 0..31
__global__ void __launch_bounds__(256)
    rabin_karp32(const unsigned char *__restrict__ text, unsigned pat_hash, int *__restrict__ hits,
                 int *__restrict__ nhits, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x & 31;
  if (i < n) {
    unsigned h = text[i];
#pragma unroll
    for (int d = 1; d < 32; d <<= 1) {
      const unsigned o = __shfl_down_sync(0xffffffffu, h, d);
      if (lane + d < 32)
        h = h * c_pow[d] + o;
    }
    // lane 0 now holds the hash of text[i .. i + 31]
    if (lane == 0 && h == pat_hash)
      hits[atomicAdd(nhits, 1)] = i;
  }
}
