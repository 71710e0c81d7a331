// EXPECT: clean
// Persistent-style row-norm kernel whose idle warps retire through an
// inline-PTX lambda: the exit is predicated on `idle` (@p exit), so the
// warps that still have a row fall through to the work. `idle` depends only
// on the warp's row, so whole warps leave and the full-warp shuffles after
// it run in every lane of the warps that stay.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void row_norms(const float *__restrict__ x, float *__restrict__ norms, int rows,
                          int cols) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  const int row = blockIdx.x * (blockDim.x / 32) + warp.meta_group_rank();
  auto retire_if_idle = [](bool idle) {
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "setp.ne.u32 p, %0, 0;\n\t"
                 "@p exit;\n\t}" ::"r"((unsigned)idle));
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
