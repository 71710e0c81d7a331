// EXPECT: clean
// Aggregating updates by key inside a warp: cooperative_groups
// labeled_partition groups the lanes of a full-warp tile by their key, each
// group sums its values with cg::reduce and the group leader does one
// atomicAdd. Out-of-range lanes get key -1 and still take part (they form
// their own group and add nothing), so the tile is always complete.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void sum_by_key(const int *__restrict__ keys, const float *__restrict__ vals,
                           float *__restrict__ table, int n) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int key = i < n ? keys[i] : -1;
  const float v = i < n ? vals[i] : 0.f;
  auto grp = cg::labeled_partition(warp, key);
  const float s = cg::reduce(grp, v, cg::plus<float>());
  if (grp.thread_rank() == 0 && key >= 0) atomicAdd(&table[key], s);
}
