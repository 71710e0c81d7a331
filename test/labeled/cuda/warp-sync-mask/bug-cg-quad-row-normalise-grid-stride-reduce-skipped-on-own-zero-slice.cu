// EXPECT: warp-sync-mask
// BUG: L2-normalising 16-float rows with cooperative groups: a tile of four
// threads takes a row (one float4 each) in a grid-stride loop and sums the
// squares with cg::reduce over the tile. To skip all-zero (padding) rows the
// reduce was put under `if (ss != 0.f)` on the thread's own slice: in a row
// with a zero slice that thread skips the tile's shuffles while its three
// partners run them (it goes on to its next row's reduce), so the tile's
// member mask names a thread that is not there.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void l2_normalise_rows16(const float4 *__restrict__ x, float4 *__restrict__ y, int rows) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
  int qid = (blockIdx.x * blockDim.x + threadIdx.x) / 4;
  int nq = gridDim.x * blockDim.x / 4;
  for (int row = qid; row < rows; row += nq) {
    float4 v = x[(size_t)row * 4 + quad.thread_rank()];
    float ss = v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
    if (ss != 0.f)
      ss = cg::reduce(quad, ss, cg::plus<float>());
    float inv = ss > 0.f ? rsqrtf(ss) : 0.f;
    y[(size_t)row * 4 + quad.thread_rank()] = make_float4(v.x * inv, v.y * inv, v.z * inv, v.w * inv);
  }
}
