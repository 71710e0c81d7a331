// EXPECT: warp-sync-mask
// Matrix-vector product with one 16-thread cooperative-groups tile per row
// and cg::reduce for the row sum. The column bound check was written around
// the whole body, reduce included (BUG): for a matrix with fewer than 16
// columns (ncols is a parameter, e.g. 10), only the tile's lanes with
// rank < ncols call cg::reduce, whose butterfly shuffles use the tile's
// 16-lane mask and read the registers of the lanes that skipped it (values
// undefined: those lanes do not execute the shuffles).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void matvec_tile16(const float *A, const float *x, float *y, int nrows, int ncols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int row = blockIdx.x * (blockDim.x / 16) + tile.meta_group_rank();
  if (row >= nrows)
    return;
  unsigned r = tile.thread_rank();
  if (r < ncols) {
    float s = 0.f;
    for (int c = r; c < ncols; c += 16)
      s += A[(size_t)row * ncols + c] * x[c];
    s = cg::reduce(tile, s, cg::plus<float>());
    if (r == 0)
      y[row] = s;
  }
}
