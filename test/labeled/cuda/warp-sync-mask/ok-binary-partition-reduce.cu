// EXPECT: clean
// ARCHS: sm_80 sm_90
// cooperative_groups::binary_partition by sign; each partition reduces over
// its own group and its rank-0 thread adds the sum to its side's total.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void signed_sums(const float *x, float *out) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  bool pos = v > 0.f;
  auto part = cg::binary_partition(warp, pos);
  float s = cg::reduce(part, v, cg::plus<float>());
  if (part.thread_rank() == 0)
    atomicAdd(&out[pos ? 0 : 1], s);
}
