// EXPECT: clean
// cooperative_groups: block.sync() under a condition on the group size (the
// same for every thread) and in a loop over a parameter.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void cg_rounds(float *x, int rounds) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float s[1024];
  unsigned t = block.thread_rank();
  s[t] = x[blockIdx.x * block.size() + t];
  for (int r = 0; r < rounds; ++r) {
    block.sync();
    float v = s[(t + 1) % block.size()];
    block.sync();
    s[t] = v;
  }
  if (block.size() > 32)
    block.sync();
  x[blockIdx.x * block.size() + t] = s[t];
}
