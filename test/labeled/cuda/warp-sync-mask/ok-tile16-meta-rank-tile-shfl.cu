// EXPECT: clean
// Only even 16-lane tiles reduce, and they use the tile's own shuffle, whose
// mask is the tile's 16 lanes.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void even_tiles(const float *in, float *out) {
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (tile.meta_group_rank() % 2 == 0) {
    for (int o = 8; o > 0; o >>= 1)
      v += tile.shfl_xor(v, o);
    if (tile.thread_rank() == 0)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  }
}
