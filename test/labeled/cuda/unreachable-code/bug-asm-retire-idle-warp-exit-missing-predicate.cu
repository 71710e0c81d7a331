// EXPECT: unreachable-code
// Persistent-style kernel in which a warp that has no rows left retires
// early through a small inline-PTX lambda (exit, so that it also leaves any
// later named-barrier counts). The lambda computes the predicate from the
// `idle` flag. BUG: the `@p` guard was lost from the exit, so every thread
// exits right there and all the work after the call is dead code.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void row_norms(const float *__restrict__ x, float *__restrict__ norms, int rows,
                          int cols) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int row = blockIdx.x * (blockDim.x / 32) + warp.meta_group_rank();
  auto retire_if_idle = [](bool idle) {
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "setp.ne.u32 p, %0, 0;\n\t"
                 "exit;\n\t}"  // BUG: should be `@p exit;`
                 ::"r"((unsigned)idle));
  };
  retire_if_idle(row >= rows);
  float s = 0.f;
  for (int c = warp.thread_rank(); c < cols; c += 32) {
    const float v = x[(size_t)row * cols + c];
    s += v * v;
  }
  for (int off = 16; off > 0; off >>= 1)
    s += warp.shfl_xor(s, off);
  if (warp.thread_rank() == 0)
    norms[row] = sqrtf(s);
}
