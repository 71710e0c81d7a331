// EXPECT: barrier-divergence
// MoE routing counts: each warp splits its tokens by expert with
// cg::labeled_partition and the leader of each partition adds its count to
// the block's histogram. The flush to global memory was put inside the leader
// branch, with a block.sync() that only the partition leaders reach.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void expert_counts(const int *expert_of, int *counts, int ntok, int nexp) {
  __shared__ int hist[64];
  cg::thread_block block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  if (threadIdx.x < 64)
    hist[threadIdx.x] = 0;
  block.sync();
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int e = t < ntok ? expert_of[t] : nexp;
  cg::coalesced_group same = cg::labeled_partition(warp, e);
  if (same.thread_rank() == 0) {
    if (e < nexp)
      atomicAdd(&hist[e], (int)same.size());
    block.sync();
    if (threadIdx.x < nexp)
      atomicAdd(&counts[threadIdx.x], hist[threadIdx.x]);
  }
}
