// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_75 sm_90
// Register bitonic sort of two independent 16-key segments per warp (lanes
// 0-15 sort one segment, lanes 16-31 the other; partner = lane ^ j with
// j < 16 never crosses a segment). Bug: the author wrote the membermask for
// "the 16 lanes of a segment" as 0x0000ffff, but all 32 lanes execute the
// shuffle: lanes 16-31 run shfl.sync with a membermask that does not
// contain their own lane (undefined behaviour). The mask has to be the full
// warp (width 16 keeps the segments apart) or each half's own 16 bits.
__device__ __forceinline__ unsigned cmp_swap(unsigned key, int j, bool up) {
  unsigned other = __shfl_xor_sync(0x0000ffffu, key, j);
  const int lane = threadIdx.x % 32;
  const bool lower = (lane & j) == 0;
  return (lower == up) ? min(key, other) : max(key, other);
}
__global__ void sort_segments16(const unsigned *__restrict__ in, unsigned *__restrict__ out) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32, l16 = lane % 16;
  unsigned key = in[g];
#pragma unroll
  for (int k = 2; k <= 16; k <<= 1)
#pragma unroll
    for (int j = k / 2; j > 0; j >>= 1)
      key = cmp_swap(key, j, (l16 & k) == 0);
  out[g] = key;
}
