// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Partitioning keys around a pivot: each warp splits with
// cg::binary_partition on `key < pivot`, and each side computes its lanes'
// slots with an exclusive scan over its own partition (cooperative groups
// take the full-warp path only when the partition is the whole warp).
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void pivot_partition(const int *keys, int *lo_out, int *hi_out, unsigned *counts,
                                int pivot) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int k = keys[blockIdx.x * blockDim.x + threadIdx.x];
  const bool low = k < pivot;
  cg::coalesced_group side = cg::binary_partition(warp, low);
  const unsigned rank = cg::exclusive_scan(side, 1u);
  unsigned base = 0;
  if (side.thread_rank() == 0)
    base = atomicAdd(&counts[low ? 0 : 1], side.size());
  base = side.shfl(base, 0);
  (low ? lo_out : hi_out)[base + rank] = k;
}
