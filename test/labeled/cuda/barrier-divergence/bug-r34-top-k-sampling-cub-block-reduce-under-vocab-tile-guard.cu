// EXPECT: barrier-divergence warp-sync-mask
// ARCHS: sm_90 sm_90a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: top-k sampling, max pass over the vocabulary in tiles of 256 x 4
// logits: the block maximum of each tile comes from cub::BlockReduce. The
// guard that skips threads whose four logits lie past the vocabulary was
// put around the whole tile body, reduction included, so on the last tile
// (a GPT-2 vocabulary padded to 50260 logits is 12565 float4: 21 threads
// of the last tile remain) the threads past the end skip the
// BlockReduce's barriers, and in the warp that straddles the end the lanes
// past it skip the full-mask shuffles of its warp reduction while the
// others run them (one misplaced guard, both rules).
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
    topk_tile_max(const float4 *__restrict__ logits, float *__restrict__ tile_max, int vocab4) {
  using Reduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename Reduce::TempStorage tmp;
  const int tiles = (vocab4 + BLOCK - 1) / BLOCK;
  const float4 *row = logits + (size_t)blockIdx.x * vocab4;
  for (int t = 0; t < tiles; ++t) {
    const int i = t * BLOCK + threadIdx.x;
    if (i < vocab4) {
      const float4 v = row[i];
      const float m = Reduce(tmp).Reduce(fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)), cuda::maximum<>{});
      if (threadIdx.x == 0)
        tile_max[(size_t)blockIdx.x * tiles + t] = m;
    }
    __syncthreads();
  }
}
template __global__ void topk_tile_max<256>(const float4 *, float *, int);
