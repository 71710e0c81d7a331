// EXPECT: clean
// Cooperative groups: warps are split with labeled_partition by the parity
// of their data bucket, each partition reduces with cg::reduce, and the
// block-wide barrier comes after the partitions have rejoined.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void bucket_sums(const int *keys, const float *vals, float *out, int n) {
  __shared__ float sums[2][32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int key = i < n ? keys[i] : 0;
  float v = i < n ? vals[i] : 0.f;
  int bucket = key & 1;
  cg::coalesced_group part = cg::labeled_partition(warp, bucket);
  float s = cg::reduce(part, v, cg::plus<float>());
  if (warp.thread_rank() < 2)
    sums[warp.thread_rank()][warp.meta_group_rank()] = 0.f;
  warp.sync();
  if (part.thread_rank() == 0)
    sums[bucket][warp.meta_group_rank()] = s;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    float t0 = warp.thread_rank() < warp.meta_group_size() ? sums[0][warp.thread_rank()] : 0.f;
    float t1 = warp.thread_rank() < warp.meta_group_size() ? sums[1][warp.thread_rank()] : 0.f;
    t0 = cg::reduce(warp, t0, cg::plus<float>());
    t1 = cg::reduce(warp, t1, cg::plus<float>());
    if (warp.thread_rank() == 0) {
      atomicAdd(out, t0);
      atomicAdd(out + 1, t1);
    }
  }
}
