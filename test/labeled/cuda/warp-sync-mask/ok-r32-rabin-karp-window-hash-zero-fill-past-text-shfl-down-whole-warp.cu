// EXPECT: clean
// ARCHS: sm_89 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Rabin-Karp search for a 32-byte pattern, one text position per thread. A
// warp builds the polynomial hash of the 32-byte window that starts at its
// first lane with a shfl_down suffix scan (h = h * B^d + h[lane + d]) and
// lane 0 compares it with the pattern's hash. Lanes past the end of the text
// load 0 and take part in every __shfl_down_sync(0xffffffff, ...); only the
// match test is under the bound (the whole window must be in the text).
#define BASE 257u
__constant__ unsigned c_pow[32]; // BASE^d, d = 0..31
__global__ void __launch_bounds__(256)
    rabin_karp32(const unsigned char *__restrict__ text, unsigned pat_hash, int *__restrict__ hits,
                 int *__restrict__ nhits, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x & 31;
  unsigned h = i < n ? text[i] : 0u;
#pragma unroll
  for (int d = 1; d < 32; d <<= 1) {
    const unsigned o = __shfl_down_sync(0xffffffffu, h, d);
    if (lane + d < 32)
      h = h * c_pow[d] + o;
  }
  if (lane == 0 && i + 31 < n && h == pat_hash)
    hits[atomicAdd(nhits, 1)] = i;
}
