// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: (w, k)-minimizer sketching of a DNA read set, one warp per 32
// consecutive k-mer positions: each lane hashes its k-mer and the window
// minimum over the next W = 8 positions is taken with __shfl_down_sync.
// k-mers that contain an N have no hash, and the author put the whole
// window computation under `if (valid)`: the shuffles name the full warp
// while the lanes over an N skip them (and wait at the ballot below).
#include <cstdint>
constexpr int K = 15, W = 8;
__device__ __forceinline__ uint32_t hash32(uint32_t x) { x = (~x + (x << 15)); x ^= x >> 12; x += x << 2; x ^= x >> 4; x *= 2057; return x ^ (x >> 16); }
__global__ void __launch_bounds__(256)
minimizers(const char *__restrict__ seq, int len, uint32_t *__restrict__ mins, unsigned *__restrict__ nmins) {
  const int lane = threadIdx.x & 31;
  const int base = ((blockIdx.x * blockDim.x + threadIdx.x) / 32) * (32 - W + 1);
  const int pos = base + lane;
  uint32_t code = 0;
  bool valid = pos + K <= len;
  for (int j = 0; j < K && valid; ++j) {
    const char c = seq[pos + j];
    const uint32_t b = c == 'A' ? 0 : c == 'C' ? 1 : c == 'G' ? 2 : c == 'T' ? 3 : 4;
    if (b == 4) valid = false;
    code = code << 2 | (b & 3);
  }
  uint32_t m = 0xffffffffu;
  if (valid) {
    const uint32_t h = hash32(code);
    m = h;
    for (int d = 1; d < W; ++d) {
      const uint32_t o = __shfl_down_sync(0xffffffffu, h, d);
      if (lane + d < 32) m = min(m, o);
    }
  }
  const unsigned keep = __ballot_sync(0xffffffffu, lane <= 32 - W && m != 0xffffffffu);
  if (keep >> lane & 1) {
    const unsigned slot = atomicAdd(nmins, 1u);
    mins[slot] = m;
  }
}
