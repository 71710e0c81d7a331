// EXPECT: clean
// Cooperative groups: a 32-thread tile reduction (cg::reduce), the tile
// leader publishes, block.sync(), and the first tile finishes the sum.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float part[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  v = cg::reduce(tile, v, cg::plus<float>());
  if (tile.thread_rank() == 0)
    part[tile.meta_group_rank()] = v;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    float t = tile.thread_rank() < tile.meta_group_size() ? part[tile.thread_rank()] : 0.f;
    t = cg::reduce(tile, t, cg::plus<float>());
    if (tile.thread_rank() == 0)
      out[blockIdx.x] = t;
  }
}
