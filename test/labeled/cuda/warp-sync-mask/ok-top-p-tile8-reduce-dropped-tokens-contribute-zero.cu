// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Top-p (nucleus) sampling, kept-mass pass: each 8-lane cooperative-groups
// tile scores 8 consecutive candidate tokens of a row and adds the
// probability mass of those above the row's cutoff. Every lane of the tile
// takes part in cg::reduce, a dropped token contributing 0, and the
// vocabulary is padded to a multiple of the block (the host rounds it up and
// fills the padding with probability 0), so no lane leaves before the
// reduction. Near miss of reducing inside `if (p >= cutoff)`.
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
  float s = cg::reduce(tile, p >= thr ? p : 0.f, cg::plus<float>());
  if (tile.thread_rank() == 0 && s != 0.f)
    atomicAdd(&kept_mass[row], s);
}
