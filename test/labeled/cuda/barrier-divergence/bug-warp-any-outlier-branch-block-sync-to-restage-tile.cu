// EXPECT: barrier-divergence
// Robust mean with outlier clipping: a warp that sees any outlier re-stages
// its clipped values into the shared tile. The author believed a warp-uniform
// branch (__any_sync) was safe for __syncthreads(), but the vote is uniform
// only within a warp: warps without outliers skip the barrier (BUG).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256)
clipped_block_mean(const float *__restrict__ x, float *__restrict__ means, float clip, int n) {
  __shared__ float tile[256];
  cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * 256 + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  tile[threadIdx.x] = v;
  block.sync();
  if (__any_sync(0xffffffffu, fabsf(v) > clip)) {
    tile[threadIdx.x] = fminf(fmaxf(v, -clip), clip);
    block.sync();
  }
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
    block.sync();
  }
  if (threadIdx.x == 0) means[blockIdx.x] = tile[0] / 256.f;
}
