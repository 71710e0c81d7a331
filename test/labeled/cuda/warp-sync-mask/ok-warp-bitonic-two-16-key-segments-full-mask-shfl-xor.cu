// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Register bitonic sort of two independent 16-key segments per warp (lanes
// 0-15 sort one segment, lanes 16-31 the other). Every lane executes every
// shuffle, with the full-warp membermask; the partner lane ^ j with j < 16
// stays inside the lane's own segment, so the two sorts do not mix although
// one shfl.sync serves both. Near miss of a 0x0000ffff mask run by all 32
// lanes.
__device__ __forceinline__ unsigned cmp_swap(unsigned key, int j, bool up) {
  unsigned other = __shfl_xor_sync(0xffffffffu, key, j);
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
