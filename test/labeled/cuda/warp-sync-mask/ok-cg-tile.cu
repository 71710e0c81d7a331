// EXPECT: clean
// cooperative_groups tiles of 16 lanes: the group computes its own mask.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void tile_sum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 8; o > 0; o >>= 1)
    v += tile.shfl_down(v, o);
  if (tile.thread_rank() == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 16] = v;
}
