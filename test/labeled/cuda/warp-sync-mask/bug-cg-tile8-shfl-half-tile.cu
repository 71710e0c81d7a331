// EXPECT: warp-sync-mask
// Cooperative-groups tile of 8 lanes: the shuffle inside
// `if (t8.thread_rank() < 4)` (line marked BUG) is a tile collective whose
// mask names all 8 lanes of the tile, but only the lower 4 run it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void pair_sums(const float *__restrict__ x, float *__restrict__ y) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if (t8.thread_rank() < 4)
    v += t8.shfl_down(v, 2); // BUG: the tile's other four lanes never arrive
  y[i] = v;
}
