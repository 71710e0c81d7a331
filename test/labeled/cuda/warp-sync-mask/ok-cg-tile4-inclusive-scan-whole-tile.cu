// EXPECT: clean
// Quad-level prefix sums where every lane of the 4-thread tile takes part in
// cg::inclusive_scan (the header lane contributes 0) and only the store is
// guarded.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void quad_offsets(const int *counts, int *offsets) {
  auto block = cg::this_thread_block();
  auto quad = cg::tiled_partition<4>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool body = quad.thread_rank() < 3;
  int c = body ? counts[i] : 0;
  c = cg::inclusive_scan(quad, c);
  if (body)
    offsets[i] = c;
}
