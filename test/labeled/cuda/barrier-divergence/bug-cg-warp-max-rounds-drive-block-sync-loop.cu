// EXPECT: barrier-divergence
// Ragged batch: each warp owns one variable-length sequence and walks it in
// rounds of 32 tokens; every round stages the warp's tokens in shared memory
// so that all warps can look at the block's shared vocabulary counters, with
// block.sync() around the staging. The round count is made "uniform" with
// cg::reduce(..., cg::greater) - but that is the maximum over one warp only.
// BUG: warps with shorter sequences leave the loop earlier and stop calling
// block.sync() while longer warps still wait in it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
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
  const int rounds = cg::reduce(warp, my_rounds, cg::greater<int>());  // per warp, not per block
  for (int r = 0; r < rounds; ++r) {
    const int t = r * 32 + warp.thread_rank();
    stage[warp.meta_group_rank()][warp.thread_rank()] = t < len ? tokens[beg + t] & 1023 : -1;
    block.sync();
    for (int w = 0; w < WARPS; ++w) {
      const int tok = stage[w][warp.thread_rank()];
      if (tok >= 0 && (tok % WARPS) == warp.meta_group_rank())
        atomicAdd(&counts[tok], 1u);
    }
    block.sync();
  }
  block.sync();
  for (int i = block.thread_rank(); i < 1024; i += BLOCK)
    if (counts[i])
      atomicAdd(&hist[i], counts[i]);
}
template __global__ void count_tokens<256>(const int *, const int *, unsigned *, int);
