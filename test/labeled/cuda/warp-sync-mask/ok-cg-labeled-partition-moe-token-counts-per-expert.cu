// EXPECT: clean
// ARCHS: sm_80 sm_90
// MoE routing histogram: each thread holds one token's top-1 expert id.
// cg::labeled_partition(warp, expert) groups the lanes of a warp by expert;
// every lane of the warp calls it (tokens past the end take the sentinel
// expert num_experts and are dropped afterwards), so the partition's
// match.any covers the whole warp, and each group's leader adds the group's
// size and summed gate weight (cg::reduce over the group) to its expert.
// The collectives run on each group's own mask, by exactly its lanes.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void expert_histogram(const int *__restrict__ topk_ids, const float *__restrict__ gate,
                                 int *__restrict__ counts, float *__restrict__ weight_sum,
                                 int ntokens, int num_experts) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const bool valid = t < ntokens;
  const int expert = valid ? topk_ids[t] : num_experts;
  const float w = valid ? gate[t] : 0.f;
  auto group = cg::labeled_partition(warp, expert);
  const float wsum = cg::reduce(group, w, cg::plus<float>());
  if (group.thread_rank() == 0 && expert < num_experts) {
    atomicAdd(&counts[expert], (int)group.size());
    atomicAdd(&weight_sum[expert], wsum);
  }
}
