// EXPECT: clean
// cooperative_groups: the block is split into 32-thread tiles; each tile
// reduces with tile.shfl_down, and only tile 0 (a whole warp) combines the
// per-tile results after block.sync().
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void tile_sum(const float *in, float *out) {
  __shared__ float partial[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = in[blockIdx.x * blockDim.x + block.thread_rank()];
  for (int o = tile.size() / 2; o > 0; o /= 2)
    v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0)
    partial[tile.meta_group_rank()] = v;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    v = tile.thread_rank() < tile.meta_group_size() ? partial[tile.thread_rank()] : 0.f;
    for (int o = 16; o > 0; o /= 2)
      v += tile.shfl_down(v, o);
    if (tile.thread_rank() == 0)
      out[blockIdx.x] = v;
  }
}
