// EXPECT: warp-sync-mask
// Quad-level prefix sums with cooperative groups: each 4-thread tile scans the
// counts of its first three lanes only (the fourth holds the quad's header),
// but cg::inclusive_scan on the tile shuffles with the whole tile's mask, so
// lane 3 of every quad is named and never arrives.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void quad_offsets(const int *counts, int *offsets) {
  auto block = cg::this_thread_block();
  auto quad = cg::tiled_partition<4>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int c = counts[i];
  if (quad.thread_rank() < 3)
    c = cg::inclusive_scan(quad, c);
  offsets[i] = c;
}
