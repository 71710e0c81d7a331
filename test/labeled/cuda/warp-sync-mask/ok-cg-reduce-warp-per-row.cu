// EXPECT: clean
// ARCHS: sm_80 sm_90
// Warp-per-row L2 norms with cooperative groups: the row index comes from
// blockIdx and the warp's rank in the block, the same in all lanes of a
// warp, so the early return for rows past the end removes whole warps and
// cg::reduce over the 32-lane tile always runs with the full tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) row_norms(const float *m, float *norm, int rows, int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * 8 + warp.meta_group_rank();
  if (row >= rows)
    return;
  float acc = 0.f;
  for (int c = warp.thread_rank(); c < cols; c += 32) {
    float v = m[(size_t)row * cols + c];
    acc += v * v;
  }
  acc = cg::reduce(warp, acc, cg::plus<float>());
  if (warp.thread_rank() == 0)
    norm[row] = sqrtf(acc);
}
