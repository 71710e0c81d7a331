// EXPECT: barrier-divergence
// Cooperative groups: the block-wide sync that publishes the per-tile partial
// sums was put inside the tile leader's branch, so only one thread per
// 16-thread tile reaches it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void tile_sums(const float *in, float *out) {
  __shared__ float part[64];
  cg::thread_block block = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(block);
  float v = in[blockIdx.x * blockDim.x + block.thread_rank()];
  v = cg::reduce(t16, v, cg::plus<float>());
  if (t16.thread_rank() == 0) {
    part[t16.meta_group_rank()] = v;
    block.sync();
  }
  if (block.thread_rank() == 0) {
    float s = 0.f;
    for (unsigned i = 0; i < t16.meta_group_size(); ++i)
      s += part[i];
    out[blockIdx.x] = s;
  }
}
