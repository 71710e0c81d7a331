// EXPECT: clean
// Stream compaction over several tiles per block with cub::BlockScan. The
// tile loop's bound comes from the parameters (the same in every thread),
// the TempStorage is reused each tile with the __syncthreads CUB requires
// between uses, and the out-of-range threads of the last tile take part
// with a zero flag instead of leaving.
#include <cub/block/block_scan.cuh>
constexpr int BLOCK = 256;
__global__ void __launch_bounds__(BLOCK) compact_positive(const float *__restrict__ in,
                                                          float *__restrict__ out,
                                                          int *__restrict__ count, int n,
                                                          int tiles_per_block) {
  using BlockScan = cub::BlockScan<int, BLOCK>;
  __shared__ typename BlockScan::TempStorage temp;
  __shared__ int base;
  for (int t = 0; t < tiles_per_block; ++t) {
    int i = (blockIdx.x * tiles_per_block + t) * BLOCK + threadIdx.x;
    float x = i < n ? in[i] : 0.0f;
    int keep = i < n && x > 0.0f;
    int slot, total;
    BlockScan(temp).ExclusiveSum(keep, slot, total);
    if (threadIdx.x == 0)
      base = atomicAdd(count, total);
    __syncthreads(); // publishes base and frees temp for the next tile
    if (keep)
      out[base + slot] = x;
    __syncthreads(); // base is overwritten by the next tile
  }
}
