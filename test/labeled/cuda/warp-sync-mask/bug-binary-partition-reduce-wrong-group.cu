// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// cooperative_groups::binary_partition splits the warp by sign, but inside
// the positive branch the reduction is done over the whole warp tile instead
// of the partition: a full-mask reduction that only the positive lanes reach
// (the others go on to count themselves).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void pos_sum(const float *x, float *out, int *nonpos) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  auto part = cg::binary_partition(warp, v > 0.f);
  if (v > 0.f) {
    float s = cg::reduce(warp, v, cg::plus<float>());
    if (part.thread_rank() == 0)
      atomicAdd(out, s);
  } else {
    atomicAdd(nonpos, 1);
  }
}
