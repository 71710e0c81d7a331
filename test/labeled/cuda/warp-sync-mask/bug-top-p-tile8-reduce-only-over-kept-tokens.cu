// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Top-p (nucleus) sampling, kept-mass pass: each 8-lane cooperative-groups
// tile scores 8 consecutive candidate tokens of a row and adds the
// probability mass of those above the row's cutoff. Bug: the tile reduction
// cg::reduce(tile, p, plus) is called inside `if (p >= cutoff)`, so only the
// lanes whose own token is kept reach it, while the tile's shuffles name all
// eight lanes (membermask 0xff << 8 * tile_index): when some of a tile's
// tokens are kept and others not, the kept lanes wait on lanes that never
// arrive. The dropped lanes must take part with 0. (The vocabulary is
// padded to a multiple of the block, so no lane leaves before.)
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
__global__ void top_p_kept_mass(const float *__restrict__ probs, const float *__restrict__ cutoff,
                                float *__restrict__ kept_mass, int padded_vocab) {
  auto tile = cg::tiled_partition<8>(cg::this_thread_block());
  const int row = blockIdx.y;
  const float thr = cutoff[row];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float p = probs[(size_t)row * padded_vocab + i];
  if (p >= thr) {
    float s = cg::reduce(tile, p, cg::plus<float>());
    if (tile.thread_rank() == 0)
      atomicAdd(&kept_mass[row], s);
  }
}
