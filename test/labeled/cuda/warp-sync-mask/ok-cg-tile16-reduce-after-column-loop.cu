// EXPECT: clean
// Matrix-vector product with one 16-thread tile per row: the early return
// for rows past the end is taken by whole tiles (row depends only on the
// tile's meta-group rank and the block index), lanes past the last column
// just run zero trips of the column loop and contribute 0, and cg::reduce
// is called by all 16 lanes of every tile that is still there.
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
  float s = 0.f;
  for (int c = r; c < ncols; c += 16)
    s += A[(size_t)row * ncols + c] * x[c];
  s = cg::reduce(tile, s, cg::plus<float>());
  if (r == 0)
    y[row] = s;
}
