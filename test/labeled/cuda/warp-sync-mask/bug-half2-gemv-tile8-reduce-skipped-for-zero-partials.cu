// EXPECT: warp-sync-mask
// Sparse-activation GEMV in half2: one 8-thread tile per output row, each
// lane accumulates a strided slice of the row in fp32 and the tile sums the
// partials with cg::reduce. BUG: an "optimisation" skips the reduction for
// lanes whose partial is exactly zero (common with ReLU activations), but
// cg::reduce on a thread_block_tile<8> is a shuffle with the tile's full
// 8-lane mask: the lanes that skip it are named in the mask and never
// arrive, and the lanes that do call it read their partners' stale values.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
namespace cg = cooperative_groups;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
gemv_h2(const half2 *__restrict__ W, const half2 *__restrict__ x, float *__restrict__ y,
        int rows, int cols2) {
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  const int row = blockIdx.x * (BLOCK / 8) + tile.meta_group_rank();
  if (row >= rows)
    return;  // whole tiles
  float acc = 0.f;
  for (int c = tile.thread_rank(); c < cols2; c += 8) {
    const float2 p = __half22float2(__hmul2(W[(size_t)row * cols2 + c], x[c]));
    acc += p.x + p.y;
  }
  if (acc != 0.f)  // BUG: every lane of the tile must take part
    acc = cg::reduce(tile, acc, cg::plus<float>());
  if (tile.thread_rank() == 0)
    y[row] = acc;
}
template __global__ void gemv_h2<128>(const half2 *, const half2 *, float *, int, int);
