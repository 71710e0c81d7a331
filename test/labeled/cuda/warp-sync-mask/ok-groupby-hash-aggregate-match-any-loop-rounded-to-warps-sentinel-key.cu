// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: GROUP BY key SUM(value) into an open-addressing hash table, lanes with
// the same key merged with __match_any_sync before one leader inserts. The
// grid-stride loop runs whole warps: its bound is n rounded up to a multiple
// of 32, so every lane of a warp makes the same trips, and the lanes past n
// carry the EMPTY sentinel key, whose group skips the insert.
#include <cstdint>
constexpr uint32_t EMPTY = 0xffffffffu;
__device__ __forceinline__ uint32_t mix(uint32_t k) { k ^= k >> 16; k *= 0x85ebca6bu; k ^= k >> 13; return k; }
__global__ void __launch_bounds__(256)
groupby_sum(const uint32_t *__restrict__ keys, const float *__restrict__ vals, int n,
            uint32_t *__restrict__ tkeys, float *__restrict__ tsums, uint32_t cap_mask, unsigned *__restrict__ rows_seen) {
  __shared__ unsigned block_rows;
  if (threadIdx.x == 0) block_rows = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const int n32 = (n + 31) & ~31;
  unsigned mine = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n32; i += gridDim.x * blockDim.x) {
    const bool valid = i < n;
    const uint32_t k = valid ? keys[i] : EMPTY;
    float v = valid ? vals[i] : 0.f;
    const unsigned peers = __match_any_sync(0xffffffffu, k);
    const int leader = __ffs(peers) - 1;
    for (int o = 1; o < 32; o <<= 1) {
      const float w = __shfl_xor_sync(0xffffffffu, v, o);
      if (peers >> (lane ^ o) & 1) v += w;
    }
    if (lane == leader && k != EMPTY) {
      uint32_t h = mix(k) & cap_mask;
      while (true) {
        const uint32_t prev = atomicCAS(&tkeys[h], EMPTY, k);
        if (prev == EMPTY || prev == k) { atomicAdd(&tsums[h], v); break; }
        h = (h + 1) & cap_mask;
      }
    }
    mine += valid;
  }
  atomicAdd(&block_rows, mine);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(rows_seen, block_rows);
}
