// EXPECT: clean
// Run-length encoding of a tile with CUB: BlockLoad with the tile tail
// filled by a sentinel, BlockDiscontinuity flags the run heads (the first
// tile has no predecessor, later tiles pass the last key of the previous
// tile: a branch on blockIdx only), BlockScan numbers the runs, and the
// heads scatter their key and position. The temp storage union is reused after barriers;
// every collective is called by all threads of the block.
#include <cub/cub.cuh>
struct KeyDiffers {
  __device__ bool operator()(int a, int b) const { return a != b; }
};
constexpr int kThreads = 128, kItems = 4, kTile = kThreads * kItems;
__global__ void __launch_bounds__(kThreads)
rle_tile(const int *__restrict__ in, int *__restrict__ run_keys,
         int *__restrict__ run_starts, int *__restrict__ runs_per_tile, int n) {
  using Load = cub::BlockLoad<int, kThreads, kItems, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Disc = cub::BlockDiscontinuity<int, kThreads>;
  using Scan = cub::BlockScan<int, kThreads>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Disc::TempStorage disc;
    typename Scan::TempStorage scan;
  } temp;
  const int tile_base = blockIdx.x * kTile;
  const int valid = min(kTile, n - tile_base);
  int keys[kItems], heads[kItems], idx[kItems];
  Load(temp.load).Load(in + tile_base, keys, valid, INT_MIN);
  __syncthreads();
  if (blockIdx.x == 0)
    Disc(temp.disc).FlagHeads(heads, keys, KeyDiffers());
  else
    Disc(temp.disc).FlagHeads(heads, keys, KeyDiffers(), in[tile_base - 1]);
  for (int k = 0; k < kItems; ++k)
    if (threadIdx.x * kItems + k >= valid)
      heads[k] = 0; // the sentinel padding is no run
  __syncthreads();
  int total;
  Scan(temp.scan).ExclusiveSum(heads, idx, total);
  for (int k = 0; k < kItems; ++k) {
    int pos = threadIdx.x * kItems + k;
    if (heads[k]) {
      run_keys[tile_base + idx[k]] = keys[k];
      run_starts[tile_base + idx[k]] = tile_base + pos;
    }
  }
  if (threadIdx.x == 0)
    runs_per_tile[blockIdx.x] = total;
}
