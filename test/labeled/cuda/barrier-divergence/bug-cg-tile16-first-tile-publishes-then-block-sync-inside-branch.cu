// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Per-block max-abs scaling with cooperative groups: the block is split into
// 16-thread tiles, each tile reduces its max with cg::reduce, tile leaders
// post their maxima, and the first tile reduces those. The block.sync()
// that publishes the final scale was written inside
// `if (tile.meta_group_rank() == 0)` together with the second-level reduce
// (BUG): only the first tile's 16 threads reach that CTA barrier, the other
// tiles go straight on to read the scale.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void absmax_scale(const float *x, float *y, int n) {
  __shared__ float tile_max[64];
  __shared__ float scale;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? fabsf(x[i]) : 0.f;
  float m = cg::reduce(tile, v, cg::greater<float>());
  if (tile.thread_rank() == 0)
    tile_max[tile.meta_group_rank()] = m;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    unsigned ntiles = tile.meta_group_size();
    float t = 0.f;
    for (unsigned k = tile.thread_rank(); k < ntiles; k += 16)
      t = fmaxf(t, tile_max[k]);
    t = cg::reduce(tile, t, cg::greater<float>());
    if (tile.thread_rank() == 0)
      scale = t > 0.f ? 127.f / t : 0.f;
    block.sync();
  }
  if (i < n)
    y[i] = x[i] * scale;
}
