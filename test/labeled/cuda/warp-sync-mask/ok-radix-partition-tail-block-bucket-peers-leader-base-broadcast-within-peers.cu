// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: scatter pass of a radix partition (8-bit digit, the partition
// cursors already hold the exclusive bucket offsets). Warp-aggregated
// atomics: the lanes with the same bucket are found with __match_any_sync
// on the active mask, the group leader reserves room for the whole group,
// and the base is broadcast from the leader with a shuffle whose mask is
// the group itself, lanes that all run it (the tail block's lanes with
// i >= n are in no group). All lanes then meet at the full-mask ballot
// that counts the keys moved for the per-block statistics.
#include <cstdint>
__global__ void __launch_bounds__(256)
radix_partition_scatter(const uint32_t *__restrict__ keys, const uint32_t *__restrict__ vals, uint32_t *__restrict__ okeys,
                        uint32_t *__restrict__ ovals, unsigned *__restrict__ cursor, unsigned *__restrict__ stats, int n, int shift) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  if (i < n) {
    const uint32_t k = keys[i];
    const unsigned bucket = (k >> shift) & 255u;
    const unsigned act = __activemask();
    const unsigned peers = __match_any_sync(act, bucket);
    const int leader = __ffs(peers) - 1;
    unsigned base = 0;
    if (lane == leader) base = atomicAdd(&cursor[bucket], __popc(peers));
    base = __shfl_sync(peers, base, leader);
    const unsigned pos = base + __popc(peers & ((1u << lane) - 1));
    okeys[pos] = k;
    ovals[pos] = vals[i];
  }
  const unsigned moved = __popc(__ballot_sync(0xffffffffu, i < n));
  if (lane == 0 && moved) atomicAdd(&stats[blockIdx.x], moved);
}
