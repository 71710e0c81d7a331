// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// After cg::binary_partition on `key < pivot`, the low side sums its keys
// with __reduce_add_sync over the full warp instead of over its partition:
// the lanes on the high side never execute it (they go on to write
// their side flag, so they have not exited).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void pivot_low_sum(const int *keys, int *sums, unsigned *counts, unsigned char *side_of,
                              int pivot) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int k = keys[blockIdx.x * blockDim.x + threadIdx.x];
  const bool low = k < pivot;
  cg::coalesced_group side = cg::binary_partition(warp, low);
  if (low) {
    const int s = __reduce_add_sync(0xffffffffu, k);
    if (side.thread_rank() == 0) {
      atomicAdd(&sums[0], s);
      atomicAdd(&counts[0], side.size());
    }
  }
  side_of[blockIdx.x * blockDim.x + threadIdx.x] = low ? 0 : 1;
}
