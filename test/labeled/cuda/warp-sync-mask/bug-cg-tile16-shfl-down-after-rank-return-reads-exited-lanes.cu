// EXPECT: warp-sync-mask
// Per-segment sum with one 16-thread cooperative-groups tile per segment
// (segments hold at most 16 values). Threads whose rank is past the
// segment's length return early (BUG), then the tile's shfl_down tree
// reduction runs: a lane r < len reads the register of lane r + o, which has
// exited when r + o >= len, and a lane that sources a register from an
// exited lane gets an undefined value (PTX ISA shfl.sync), so segment sums
// come out wrong whenever len < 16.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void segment_sum16(const float *__restrict__ vals, const int *__restrict__ seg_off,
                              int nseg, float *__restrict__ out) {
  auto tile = cg::tiled_partition<16>(cg::this_thread_block());
  const int seg = blockIdx.x * (blockDim.x / 16) + tile.meta_group_rank();
  if (seg >= nseg)
    return;
  const int beg = seg_off[seg], len = seg_off[seg + 1] - beg;
  const int r = tile.thread_rank();
  if (r >= len)
    return;  // BUG: the lanes the shuffles below read from may be gone
  float v = vals[beg + r];
  for (int o = 8; o > 0; o >>= 1)
    v += tile.shfl_down(v, o);
  if (r == 0)
    out[seg] = v;
}
