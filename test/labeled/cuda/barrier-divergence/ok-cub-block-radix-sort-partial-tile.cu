// EXPECT: clean
// Sort one tile of keys per block with cub::BlockRadixSort, staged through
// BlockLoad / BlockStore with warp transposes (both synchronise the block
// internally). The three share one TempStorage union, with the
// __syncthreads CUB requires between uses; the partial last tile is handled
// with valid-item counts (and INT_MAX padding), never by leaving early.
#include <climits>
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_store.cuh>
constexpr int BLOCK = 128, ITEMS = 4, TILE = BLOCK * ITEMS;
__global__ void __launch_bounds__(BLOCK) sort_tiles(const int *__restrict__ in,
                                                    int *__restrict__ out, int n) {
  using Load = cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Sort = cub::BlockRadixSort<int, BLOCK, ITEMS>;
  using Store = cub::BlockStore<int, BLOCK, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Sort::TempStorage sort;
    typename Store::TempStorage store;
  } temp;
  int base = blockIdx.x * TILE;
  int valid = min(TILE, n - base);
  int keys[ITEMS];
  Load(temp.load).Load(in + base, keys, valid, INT_MAX);
  __syncthreads(); // temp.load is reused by the sort
  Sort(temp.sort).Sort(keys);
  __syncthreads(); // temp.sort is reused by the store
  Store(temp.store).Store(out + base, keys, valid);
}
