// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: (w, k)-minimizer sketching, one warp per 32 consecutive k-mer
// positions, window minimum over W = 8 positions with __shfl_down_sync.
// k-mers that contain an N (or run past the read) get the largest hash,
// which never wins a window, and every lane runs the full-mask shuffles.
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
  const uint32_t h = valid ? hash32(code) : 0xffffffffu;
  uint32_t m = h;
  for (int d = 1; d < W; ++d) {
    const uint32_t o = __shfl_down_sync(0xffffffffu, h, d);
    if (lane + d < 32) m = min(m, o);
  }
  const unsigned keep = __ballot_sync(0xffffffffu, lane <= 32 - W && m != 0xffffffffu);
  if (keep >> lane & 1) {
    const unsigned slot = atomicAdd(nmins, 1u);
    mins[slot] = m;
  }
}
