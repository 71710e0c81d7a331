// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: scatter pass of a radix partition (8-bit digit, the partition
// cursors already hold the exclusive bucket offsets), warp-aggregated
// atomics: the lanes with the same bucket are found with __match_any_sync
// on the active mask, the group leader reserves room for the whole group
// and the base is broadcast from the leader with a full-mask shuffle. In
// the last block the lanes with i >= n skip the branch and leave the
// kernel: PTX ISA shfl.sync waits only for the non-exited lanes of the
// mask, and the source lane, the lowest lane of the caller's own group, is
// always one that runs the shuffle. (Round 27's first draft of the bug
// twin; the lanes there now stay for a ballot after the branch.)
#include <cstdint>
__global__ void __launch_bounds__(256)
radix_partition_scatter(const uint32_t *__restrict__ keys, const uint32_t *__restrict__ vals, uint32_t *__restrict__ okeys,
                        uint32_t *__restrict__ ovals, unsigned *__restrict__ cursor, int n, int shift) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  if (i < n) {
    const uint32_t k = keys[i];
    const unsigned bucket = (k >> shift) & 255u;
    const unsigned act = __activemask();
    const unsigned peers = __match_any_sync(act, bucket);
    const int leader = __ffs(peers) - 1;
    unsigned base = 0;
    if (lane == leader) base = atomicAdd(&cursor[bucket], __popc(peers));
    base = __shfl_sync(0xffffffffu, base, leader);
    const unsigned pos = base + __popc(peers & ((1u << lane) - 1));
    okeys[pos] = k;
    ovals[pos] = vals[i];
  }
}
