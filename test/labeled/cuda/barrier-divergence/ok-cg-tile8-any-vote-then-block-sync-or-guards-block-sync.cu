// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Outlier clipping: each 8-thread tile votes whether any of its values is an
// outlier; the tile leaders' votes are then combined with __syncthreads_or,
// which every thread runs and which returns the same answer in all of them,
// so the block.sync() under it is reached by the whole block or by none.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void clip_outliers_block_vote(float *x, float thresh0) {
  __shared__ float thresh;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  if (threadIdx.x == 0)
    thresh = thresh0;
  block.sync();
  const size_t i = (size_t)blockIdx.x * 256 + threadIdx.x;
  float v = x[i];
  const bool tile_hit = t8.any(fabsf(v) > thresh);
  if (__syncthreads_or(tile_hit)) {
    if (tile_hit && t8.thread_rank() == 0)
      atomicMax(reinterpret_cast<int *>(&thresh), __float_as_int(fabsf(v)));
    block.sync();
  }
  x[i] = fminf(fmaxf(v, -thresh), thresh);
}
