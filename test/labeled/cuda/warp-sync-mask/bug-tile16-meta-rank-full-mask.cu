// EXPECT: warp-sync-mask
// The block is cut into tiles of 16 lanes, and only even tiles (the low half
// of every warp) reduce; but the reduction uses the raw intrinsic with the
// full-warp mask, naming the 16 lanes of the odd tile that never get there.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void even_tiles(const float *in, float *out) {
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (tile.meta_group_rank() % 2 == 0) {
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffff, v, o);
    if (tile.thread_rank() == 0)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  }
}
