// EXPECT: barrier-divergence
// cooperative_groups block sync called by the threads of one half of the block.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void cg_half(float *x) {
  cg::thread_block block = cg::this_thread_block();
  unsigned t = block.thread_rank();
  x[t] *= 2.f;
  if (t < block.size() / 2) {
    block.sync();
    x[t] += x[t + block.size() / 2];
  }
}
