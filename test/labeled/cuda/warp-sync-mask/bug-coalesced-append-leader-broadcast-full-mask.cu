// EXPECT: warp-sync-mask
// Warp-aggregated append (the "warp-aggregated atomics" blog idiom): the
// lanes whose value passes the filter elect a leader, which reserves room
// for all of them with one atomicAdd. The group size and ranks come from
// cg::coalesced_threads(), but the leader's base offset is broadcast with a
// plain __shfl_sync(0xffffffff, ...) (BUG): inside `if (v > thresh)` only
// the passing lanes execute it, while the full mask names every lane. The
// other lanes do not leave: they go on to the per-warp hit count's
// __ballot_sync, so the two groups wait at different collectives.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void filter_append(const float *in, float *out, int *count, unsigned *warp_hits, float thresh, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  if (v > thresh) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0)
      base = atomicAdd(count, (int)g.size());
    int leader = __ffs(__activemask()) - 1;
    base = __shfl_sync(0xffffffffu, base, leader);
    out[base + g.thread_rank()] = v;
  }
  unsigned hits = __ballot_sync(0xffffffffu, v > thresh);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(&warp_hits[i / 32], __popc(hits));
}
