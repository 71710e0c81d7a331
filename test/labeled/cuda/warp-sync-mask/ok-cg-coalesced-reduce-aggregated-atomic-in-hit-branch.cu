// EXPECT: clean
// Bloom-filter style hit counting: only lanes whose key hits the filter
// enter the branch, and inside it cg::coalesced_threads() names exactly
// those lanes; cg::reduce over that group and the leader's single atomicAdd
// use the group's own mask, so the collective runs in exactly the lanes it
// names, however the hits are scattered across the warp.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
count_hits(const unsigned *__restrict__ keys, const unsigned *__restrict__ bits,
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
    const unsigned long long s =
        cg::reduce(active, (unsigned long long)weight[i], cg::plus<unsigned long long>());
    if (active.thread_rank() == 0)
      atomicAdd(total, s);
  }
}
template __global__ void count_hits<256>(const unsigned *, const unsigned *, const unsigned *,
                                         unsigned long long *, int, unsigned);
