// EXPECT: clean
// Grouping by key inside a warp with cg::labeled_partition and cg::reduce;
// only the group leader touches memory, and the collective runs in the whole
// group, before the leader's branch.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void bin_totals(const int *keys, const float *vals, float *bins) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = keys[i];
  auto group = cg::labeled_partition(warp, key);
  float total = cg::reduce(group, vals[i], cg::plus<float>());
  if (group.thread_rank() == 0)
    atomicAdd(&bins[key], total);
}
