// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Sparse hit counter: threads whose sample hits reduce their weights with
// cooperative_groups::coalesced_threads() inside the hit branch, and the
// leader adds the partial to a shared accumulator; `block.sync()` follows
// the branch, where every thread of the block reaches it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void hit_weights_ok(const float* __restrict__ w, const int* __restrict__ hit, float* out, int n) {
  __shared__ float s_acc;
  cg::thread_block block = cg::this_thread_block();
  if (threadIdx.x == 0) s_acc = 0.f;
  block.sync();
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n && hit[i]) {
    cg::coalesced_group g = cg::coalesced_threads();
    const float part = cg::reduce(g, w[i], cg::plus<float>());
    if (g.thread_rank() == 0) atomicAdd(&s_acc, part);
  }
  block.sync();
  if (threadIdx.x == 0) out[blockIdx.x] = s_acc;
}
