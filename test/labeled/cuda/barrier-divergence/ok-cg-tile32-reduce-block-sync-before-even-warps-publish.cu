// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A pairwise block reduction with cooperative groups: every warp reduces its
// values with cg::reduce and publishes the sum; after a block.sync() that all
// threads run, the even warps add their odd neighbour's sum and store it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) pair_sum(const float *__restrict__ x, float *__restrict__ out) {
  __shared__ float part[8];
  cg::thread_block block = cg::this_thread_block();
  auto tile = cg::tiled_partition<32>(block);
  float v = x[blockIdx.x * 256 + block.thread_rank()];
  float s = cg::reduce(tile, v, cg::plus<float>());
  unsigned w = tile.meta_group_rank();
  if (tile.thread_rank() == 0)
    part[w] = s;
  block.sync();
  if (w % 2 == 0) {
    if (tile.thread_rank() == 0)
      out[blockIdx.x * 4 + w / 2] = part[w] + part[w + 1];
  }
}
