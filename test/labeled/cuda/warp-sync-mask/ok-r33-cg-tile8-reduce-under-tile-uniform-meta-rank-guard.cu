// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Cooperative-groups 8-thread tiles, one per output row of a skinny GEMV
// (32 rows per block): only the first `rows_here` tiles have a row in the last
// block, and the guard is on the tile's meta_group_rank(), the same for the
// eight lanes of a tile, so each tile's shuffles run with all of its lanes.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256)
    skinny_gemv(const float *__restrict__ W, const float *__restrict__ x, float *__restrict__ y, int rows, int cols) {
  cg::thread_block block = cg::this_thread_block();
  auto t8 = cg::tiled_partition<8>(block);
  const int row = blockIdx.x * 32 + t8.meta_group_rank();
  const int rows_here = min(32, rows - blockIdx.x * 32);
  if ((int)t8.meta_group_rank() < rows_here) {
    float acc = 0.f;
    for (int c = t8.thread_rank(); c < cols; c += 8)
      acc += W[(size_t)row * cols + c] * x[c];
    for (int o = 4; o > 0; o >>= 1)
      acc += t8.shfl_down(acc, o);
    if (t8.thread_rank() == 0)
      y[row] = acc;
  }
}
