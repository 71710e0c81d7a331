// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Stream compaction where the coalesced group is formed before the filter
// test and the inclusive scan runs inside it: the group still names the
// lanes that failed the test, which never reach the scan's collectives
// (they go on to record their miss, so they have not exited).
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void compact_cg_stale(const int *keys, int *out, unsigned *count, unsigned char *hit,
                                 int n, int lo) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int k = i < n ? keys[i] : lo - 1;
  cg::coalesced_group g = cg::coalesced_threads();
  if (k >= lo) {
    const unsigned rank = cg::inclusive_scan(g, 1u) - 1;
    unsigned base = 0;
    if (rank == 0)
      base = atomicAdd(count, 1u);
    out[base + rank] = k;
  }
  if (i < n)
    hit[i] = k >= lo;
}
