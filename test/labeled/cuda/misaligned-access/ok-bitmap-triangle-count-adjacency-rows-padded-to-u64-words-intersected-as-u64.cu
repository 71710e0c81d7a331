// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: triangle counting on dense graph tiles of 1000 vertices (one tile per
// block; the adjacency matrix is a bitmap). For every edge (u, v) with
// u < v the count adds popcount(row(u) & row(v)). Each bitmap row is padded
// to whole 64-bit words (16 words, 128 bytes), so the row pointers the
// intersection reads as uint64_t are 8-byte aligned for every vertex.
#include <cstdint>
constexpr int N = 1000, WORDS = (N + 63) / 64, ROW_BYTES = WORDS * 8;
__global__ void __launch_bounds__(128)
triangle_count(const uint8_t *__restrict__ adj, unsigned long long *__restrict__ tri) {
  const uint8_t *tile = adj + (size_t)blockIdx.x * N * ROW_BYTES;
  unsigned long long local = 0;
  for (int u = threadIdx.x; u < N; u += 128) {
    const uint64_t *ru = reinterpret_cast<const uint64_t *>(tile + (size_t)u * ROW_BYTES);
    for (int v = u + 1; v < N; ++v) {
      if (!((tile[(size_t)u * ROW_BYTES + v / 8] >> (v % 8)) & 1)) continue;
      const uint64_t *rv = reinterpret_cast<const uint64_t *>(tile + (size_t)v * ROW_BYTES);
      for (int w = (v + 1) / 64; w < WORDS; ++w) {
        uint64_t m = ru[w] & rv[w];
        if (w == (v + 1) / 64) m &= ~0ull << ((v + 1) % 64);
        local += __popcll(m);
      }
    }
  }
  atomicAdd(&tri[blockIdx.x], local);
}
