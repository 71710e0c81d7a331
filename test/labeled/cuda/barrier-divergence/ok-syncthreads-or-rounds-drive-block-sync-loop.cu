// EXPECT: clean
// The same ragged-batch token count as the per-warp-rounds version, but the
// round loop asks the whole block whether any warp still has tokens:
// __syncthreads_or(r < my_rounds) returns the same value in every thread of
// the block, so every thread runs the same number of rounds and meets every
// block.sync() inside, even the warps whose sequences are already done.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
count_tokens(const int *__restrict__ tokens, const int *__restrict__ offsets,
             unsigned *__restrict__ hist, int nseq) {
  constexpr int WARPS = BLOCK / 32;
  __shared__ int stage[WARPS][32];
  __shared__ unsigned counts[1024];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  for (int i = block.thread_rank(); i < 1024; i += BLOCK)
    counts[i] = 0;
  block.sync();
  const int seq = blockIdx.x * WARPS + warp.meta_group_rank();
  int len = 0, beg = 0;
  if (seq < nseq) {
    beg = offsets[seq];
    len = offsets[seq + 1] - beg;
  }
  const int my_rounds = (len + 31) / 32;
  for (int r = 0; __syncthreads_or(r < my_rounds); ++r) {
    const int t = r * 32 + warp.thread_rank();
    stage[warp.meta_group_rank()][warp.thread_rank()] = t < len ? tokens[beg + t] & 1023 : -1;
    block.sync();
    for (int w = 0; w < WARPS; ++w) {
      const int tok = stage[w][warp.thread_rank()];
      if (tok >= 0 && (tok % WARPS) == warp.meta_group_rank())
        atomicAdd(&counts[tok], 1u);
    }
  }
  block.sync();
  for (int i = block.thread_rank(); i < 1024; i += BLOCK)
    if (counts[i])
      atomicAdd(&hist[i], counts[i]);
}
template __global__ void count_tokens<256>(const int *, const int *, unsigned *, int);
