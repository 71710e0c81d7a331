// EXPECT: clean
// ARCHS: sm_80 sm_90
// Row sums with one cooperative-groups warp per row, grid-stride over the
// rows: r starts at blockIdx.x * warp.meta_group_size() +
// warp.meta_group_rank() and steps by gridDim.x * warp.meta_group_size().
// The row is the same in all 32 lanes of a warp, so whole warps run the
// cg::reduce (a full-warp butterfly) and whole warps leave the loop; no lane
// reads a lane that has left. (nvcc -G keeps the tile object on the stack
// and computes the stride through a long chain of copies.)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void row_norms(const float* __restrict__ x, float* __restrict__ norms, int rows, int cols) {
  auto block = cg::this_thread_block();
  auto warp = cg::tiled_partition<32>(block);
  for (int r = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank(); r < rows; r += gridDim.x * warp.meta_group_size()) {
    float s = 0.f;
    for (int c = warp.thread_rank(); c < cols; c += 32) s += x[(size_t)r * cols + c];
    s = cg::reduce(warp, s, cg::plus<float>());
    if (warp.thread_rank() == 0) norms[r] = s;
  }
}
