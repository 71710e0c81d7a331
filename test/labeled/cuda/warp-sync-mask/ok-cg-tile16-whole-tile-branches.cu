// EXPECT: clean
// Cooperative-groups tiles of 16 under branches that keep tiles whole: the
// first tile of each warp reduces with cg::reduce, the second broadcasts its
// leader's value; a branch on meta_group_rank() or on lane < 16 sends all 16
// lanes of a tile the same way, so every lane its tile mask names runs the
// collective.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void halves(const float *__restrict__ x, float *__restrict__ y) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  if ((threadIdx.x & 31) < 16) {
    v = cg::reduce(t16, v, cg::plus<float>());
  } else {
    v = t16.shfl(v, 0);
  }
  if (t16.meta_group_rank() % 2 == 0)
    v += t16.shfl_xor(v, 1);
  y[i] = v;
}
