// EXPECT: warp-sync-mask
// Histogram of bucketed values with cooperative groups: each warp is split
// by bucket with labeled_partition, each group reduces its values and its
// leader adds the sum. The leaders then pass the warp's first total along
// with a full-mask __shfl_sync -- inside the leader test (BUG: only one lane
// per bucket group runs it; the other lanes named by the mask never do: they
// go on to record their rank in the group).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void bucket_sums(const float *__restrict__ v, const int *__restrict__ bucket,
                            float *__restrict__ hist, float *__restrict__ first_total,
                            unsigned *__restrict__ group_rank, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float x = i < n ? v[i] : 0.f;
  const int b = i < n ? bucket[i] : 0;
  cg::coalesced_group grp = cg::labeled_partition(warp, b);
  const float s = cg::reduce(grp, x, cg::plus<float>());
  if (grp.thread_rank() == 0) {
    atomicAdd(&hist[b], s);
    const float t0 = __shfl_sync(0xffffffffu, s, 0);
    if (warp.thread_rank() == 0) first_total[i / 32] = t0;
  }
  if (i < n) group_rank[i] = grp.thread_rank();
}
