// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a pairwise block reduction with cooperative groups: every warp reduces
// its values with cg::reduce, then the even warps publish their pair's sum
// (their own plus the odd neighbour's, read from shared memory). The
// block.sync() that orders the odd warps' writes before the even warps' reads
// was put inside the even-warp branch: the odd warps never reach it.
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
  if (w % 2 == 0) {
    block.sync();
    if (tile.thread_rank() == 0)
      out[blockIdx.x * 4 + w / 2] = part[w] + part[w + 1];
  }
}
