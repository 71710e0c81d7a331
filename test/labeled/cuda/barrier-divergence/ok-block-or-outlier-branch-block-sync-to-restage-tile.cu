// EXPECT: clean
// The near miss of the outlier-clipping block mean: the re-staging decision
// is a block-wide vote (__syncthreads_or), so every warp enters the branch
// and reaches its barrier, or none does.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256)
clipped_block_mean(const float *__restrict__ x, float *__restrict__ means, float clip, int n) {
  __shared__ float tile[256];
  cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * 256 + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  tile[threadIdx.x] = v;
  if (__syncthreads_or(fabsf(v) > clip)) {
    tile[threadIdx.x] = fminf(fmaxf(v, -clip), clip);
    block.sync();
  }
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s) tile[threadIdx.x] += tile[threadIdx.x + s];
    block.sync();
  }
  if (threadIdx.x == 0) means[blockIdx.x] = tile[0] / 256.f;
}
