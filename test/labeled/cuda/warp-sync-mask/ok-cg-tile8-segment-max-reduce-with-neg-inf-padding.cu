// EXPECT: clean
// Segmented max over short segments (at most 8 elements), one 8-thread tile
// per segment: lanes past the segment's length contribute -inf and every lane
// of the tile takes part in cg::reduce. Whole tiles past the last segment
// leave the kernel together.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void segment_max(const float *__restrict__ vals, const int *__restrict__ seg_off,
                            int nseg, float *__restrict__ out) {
  auto block = cg::this_thread_block();
  auto tile = cg::tiled_partition<8>(block);
  const int seg = blockIdx.x * (blockDim.x / 8) + tile.meta_group_rank();
  if (seg >= nseg)
    return;
  const int beg = seg_off[seg], len = seg_off[seg + 1] - beg;
  const int r = tile.thread_rank();
  const float x = r < len ? vals[beg + r] : -INFINITY;
  float m = cg::reduce(tile, x, cg::greater<float>());
  if (r == 0) out[seg] = m;
}
