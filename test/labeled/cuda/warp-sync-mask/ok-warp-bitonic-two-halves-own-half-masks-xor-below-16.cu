// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-level bitonic sort of two independent 16-key lists, one per half
// warp. Every lane runs the exchange with its own half's mask
// (0xffff << (lane & 16)) and every partner (lane ^ j, j < 16) stays in that
// half, so each mask names exactly the lanes that run the shuffle with it.
__global__ void warp_bitonic_halves(float *keys) {
  float *k = keys + (size_t)(blockIdx.x * 4 + threadIdx.x / 32) * 32;
  const int lane = threadIdx.x % 32;
  const unsigned half = 0xffffu << (lane & 16);
  float a = k[lane];
  for (int size = 2; size <= 16; size <<= 1)
    for (int j = size / 2; j > 0; j >>= 1) {
      const bool up = ((lane & size) == 0);
      const bool lower = ((lane & j) == 0);
      const float o = __shfl_xor_sync(half, a, j);
      a = (lower == up) ? fminf(a, o) : fmaxf(a, o);
    }
  k[lane] = a;
}
