// EXPECT: clean
// Cooperative-groups tiles of 8 lanes: every lane of every tile runs the tile
// shuffles (the mask of each tile is its own 8 lanes), and only the store is
// restricted to the tile leader.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void segment_sums(const float *__restrict__ x, float *__restrict__ y) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  for (int o = 4; o > 0; o >>= 1)
    v += t8.shfl_down(v, o);
  if (t8.thread_rank() == 0)
    y[i / 8] = v;
}
