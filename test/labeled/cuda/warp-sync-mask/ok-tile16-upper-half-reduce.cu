// EXPECT: clean
// Cooperative groups: 16-thread tiles; only the odd tiles (the upper half of
// every warp) hold a second operand and reduce it. The tile's own mask is
// 0xffff0000 in those lanes, exactly the lanes that run the reduction.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void pair_dot(const float *a, const float *b, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = a[i];
  if (t16.meta_group_rank() & 1) {
    v *= b[i];
    v = cg::reduce(t16, v, cg::plus<float>());
    if (t16.thread_rank() == 0)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
  }
}
