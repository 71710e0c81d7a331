// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: GROUP BY key SUM(value) into an open-addressing hash table in global
// memory. To cut atomics, the lanes of a warp holding the same key are
// merged first with __match_any_sync and a shuffle reduction, and only the
// group's leader inserts. The grid-stride loop's last trip is partial: the
// lanes with i >= n leave the loop (and go on to the block's row count
// reduction) while the others still call __match_any_sync with the full
// mask, which names lanes that never arrive.
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
  unsigned mine = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const uint32_t k = keys[i];
    float v = vals[i];
    const unsigned peers = __match_any_sync(0xffffffffu, k);
    const int leader = __ffs(peers) - 1;
    // sum the peers' values into the leader (lanes outside the group add 0)
    for (int o = 1; o < 32; o <<= 1) {
      const float w = __shfl_xor_sync(peers, v, o);
      if (peers >> (lane ^ o) & 1) v += w;
    }
    if (lane == leader) {
      uint32_t h = mix(k) & cap_mask;
      while (true) {
        const uint32_t prev = atomicCAS(&tkeys[h], EMPTY, k);
        if (prev == EMPTY || prev == k) { atomicAdd(&tsums[h], v); break; }
        h = (h + 1) & cap_mask;
      }
    }
    ++mine;
  }
  atomicAdd(&block_rows, mine);
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(rows_seen, block_rows);
}
