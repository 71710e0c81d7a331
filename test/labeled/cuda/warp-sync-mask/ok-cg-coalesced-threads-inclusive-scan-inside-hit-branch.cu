// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Stream compaction with cooperative groups: threads whose key passes the
// filter form a coalesced group inside the branch and take their output
// slots with an inclusive scan of ones over it (the group's leader adds the
// base). The group is exactly the lanes in the branch; the scan's full-warp
// path is taken only when all 32 lanes are in it.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void compact_cg(const int *keys, int *out, unsigned *count, int n, int lo) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int k = i < n ? keys[i] : lo - 1;
  if (k >= lo) {
    cg::coalesced_group g = cg::coalesced_threads();
    const unsigned rank = cg::inclusive_scan(g, 1u) - 1;
    unsigned base = 0;
    if (g.thread_rank() == 0)
      base = atomicAdd(count, g.size());
    base = g.shfl(base, 0);
    out[base + rank] = k;
  }
}
