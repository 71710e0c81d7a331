// EXPECT: clean
// ARCHS: sm_80 sm_90
// cooperative_groups::labeled_partition of a warp tile by a key: each group
// reduces its values and its rank-0 thread writes the group's sum.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void sum_by_label(const int *labels, const float *vals, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int label = labels[i] & 7;
  cg::coalesced_group g = cg::labeled_partition(warp, label);
  float s = cg::reduce(g, vals[i], cg::plus<float>());
  if (g.thread_rank() == 0)
    atomicAdd(&out[label], s);
}
