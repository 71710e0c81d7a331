// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Hash-table lookup by linear probing: the lanes with a key take
// cooperative_groups::coalesced_threads() before the probe loop and, in
// every probe round, broadcast the leader's slot with g.shfl (BUG): lanes
// that find their key leave the loop at different rounds, while the group's
// mask still names them.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void probe(const int* __restrict__ keys, const int* __restrict__ table, int* __restrict__ slot_out,
                      int* __restrict__ probes, int n, int cap) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n) {
    cg::coalesced_group g = cg::coalesced_threads();
    const int k = keys[i];
    int s = (k * 2654435761u) % cap;
    for (;;) {
      const int first = g.shfl(s, 0);  // BUG: lanes leave at different rounds
      if (g.thread_rank() == 0) atomicAdd(probes, first & 1);
      if (table[s] == k || table[s] < 0) break;
      s = (s + 1) % cap;
    }
    slot_out[i] = s;
  }
}
