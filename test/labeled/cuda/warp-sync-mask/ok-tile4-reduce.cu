// EXPECT: clean
// Quad-level reductions with cooperative_groups tiles of 4 and cg::reduce.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void quad_max(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  auto quad = cg::tiled_partition<4>(block);
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float m = cg::reduce(quad, v, cg::greater<float>());
  if (quad.thread_rank() == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 4] = m;
}
