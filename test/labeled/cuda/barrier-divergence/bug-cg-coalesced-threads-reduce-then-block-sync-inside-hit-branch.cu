// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Sparse hit counter: threads whose sample hits reduce their weights with
// cooperative_groups::coalesced_threads(), the group's leader adds the
// partial to a shared accumulator, and then `block.sync()` publishes it
// (BUG): the barrier sits inside the hit branch, so threads that missed
// never arrive.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void hit_weights(const float* __restrict__ w, const int* __restrict__ hit, float* out, int n) {
  __shared__ float s_acc;
  cg::thread_block block = cg::this_thread_block();
  if (threadIdx.x == 0) s_acc = 0.f;
  block.sync();
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n && hit[i]) {
    cg::coalesced_group g = cg::coalesced_threads();
    const float part = cg::reduce(g, w[i], cg::plus<float>());
    if (g.thread_rank() == 0) atomicAdd(&s_acc, part);
    block.sync();  // BUG: only the hit threads
    if (g.thread_rank() == 0 && threadIdx.x < 32) out[blockIdx.x] = s_acc;
  }
}
