// EXPECT: warp-sync-mask
// Segmented max over short segments (at most 8 elements), one 8-thread tile
// per segment via cooperative groups. Only the tile's first `len` threads have
// an element, and the author wrapped the cg::reduce in `rank < len` (BUG): the
// tile's reduction names all 8 lanes, and the lanes past the segment's length
// skip it (and leave the kernel), so the butterfly shuffles of the others read
// registers of lanes that never took part: the max is undefined.
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
  if (r < len) {  // BUG: cg::reduce below needs all 8 lanes of the tile
    float m = cg::reduce(tile, vals[beg + r], cg::greater<float>());
    if (r == 0) out[seg] = m;
  }
}
