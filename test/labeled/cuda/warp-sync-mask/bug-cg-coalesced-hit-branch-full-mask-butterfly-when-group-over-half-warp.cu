// EXPECT: warp-sync-mask
// Bloom-filter style hit counting (the near miss of
// ok-cg-coalesced-reduce-aggregated-atomic-in-hit-branch.cu): only lanes
// whose key hits the filter enter the branch, and cg::coalesced_threads()
// names exactly those lanes. The kernel hand-rolls a "mostly full warp" fast
// path: when more than half the warp hit, it runs a full-mask butterfly
// instead of cg::reduce. cg::reduce takes its full-mask path only when the
// group's size is exactly 32; with 17..31 hitting lanes the butterfly names
// lanes that took the other side of the branch (or returned at i >= n), so
// the shuffle waits for threads that never come and reads registers of
// lanes that are not there.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
count_hits_fast(const unsigned *__restrict__ keys, const unsigned *__restrict__ bits,
                const unsigned *__restrict__ weight, unsigned long long *__restrict__ total,
                int n, unsigned nbits) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i >= n)
    return;
  const unsigned k = keys[i];
  const unsigned h1 = (k * 2654435761u) % nbits, h2 = (k ^ (k >> 16)) * 0x45d9f3bu % nbits;
  const bool hit = (bits[h1 / 32] >> (h1 % 32) & 1u) && (bits[h2 / 32] >> (h2 % 32) & 1u);
  if (hit) {
    cg::coalesced_group active = cg::coalesced_threads();
    unsigned long long s = weight[i];
    if (active.size() > 16) {
      for (int o = 16; o > 0; o >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, o);
    } else {
      s = cg::reduce(active, s, cg::plus<unsigned long long>());
    }
    if (active.thread_rank() == 0)
      atomicAdd(total, s);
  }
}
template __global__ void count_hits_fast<256>(const unsigned *, const unsigned *,
                                              const unsigned *, unsigned long long *, int,
                                              unsigned);
