// EXPECT: barrier-divergence
// Cooperative groups: each 32-thread tile walks a row with a stride of the
// tile size starting at its thread_rank(); the block.sync() inside the loop
// runs a different number of times in lanes whose rank is below n % 32.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void row_normalise(float *x, const float *scale, int n) {
  __shared__ float buf[32];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float *row = x + (size_t)blockIdx.x * n;
  for (int j = tile.thread_rank(); j < n; j += tile.size()) {
    if (tile.meta_group_rank() == 0)
      buf[tile.thread_rank()] = row[j] * scale[j];
    block.sync();
    row[j] = buf[tile.thread_rank()];
    block.sync();
  }
}
