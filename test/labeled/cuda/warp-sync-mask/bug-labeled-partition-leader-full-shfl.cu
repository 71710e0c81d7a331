// EXPECT: warp-sync-mask
// Grouping by key inside a warp with cg::labeled_partition: the group leader
// adds the group's total to the bin, then fetches the bin's new value and
// hands it to lane 0 with a full-warp shuffle, but only the group leaders
// run that branch; the others go on to write their share of the total.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void bin_totals(const int *keys, const float *vals, float *bins,
                           float *last, float *share) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = keys[i];
  auto group = cg::labeled_partition(warp, key);
  float total = cg::reduce(group, vals[i], cg::plus<float>());
  if (group.thread_rank() == 0) {
    float now = atomicAdd(&bins[key], total) + total;
    now = __shfl_sync(0xffffffff, now, 0);
    if (warp.thread_rank() == 0)
      last[blockIdx.x] = now;
  }
  share[i] = vals[i] / total;
}
