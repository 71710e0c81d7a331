// EXPECT: clean
// The near miss of the bucketed histogram: the group leaders add their
// sums inside the leader test, and the broadcast of lane 0's sum runs
// outside it, where the whole warp is.
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
  if (grp.thread_rank() == 0) atomicAdd(&hist[b], s);
  const float t0 = warp.shfl(s, 0);
  if (warp.thread_rank() == 0) first_total[i / 32] = t0;
  if (i < n) group_rank[i] = grp.thread_rank();
}
