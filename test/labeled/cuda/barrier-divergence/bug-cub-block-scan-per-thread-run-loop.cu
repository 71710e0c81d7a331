// EXPECT: barrier-divergence warp-sync-mask
// Run-length decoding: each thread owns one run and emits its items in
// rounds; each round uses cub::BlockScan to find the output slots. The loop
// is driven by the thread's own remaining count, so threads with short runs
// stop calling ExclusiveSum (and its internal __syncthreads) while threads
// with long runs keep calling it (BUG: the loop should run until the block's
// longest run is done). Also warp-sync-mask: the lanes whose runs are done
// leave the kernel, and BlockScan broadcasts each warp's total from lane 31
// with a full-mask shfl.idx, an undefined value when lane 31 has left.
#include <cub/block/block_scan.cuh>
constexpr int BLOCK = 128;
__global__ void __launch_bounds__(BLOCK) rle_decode(const int *__restrict__ values,
                                                    const int *__restrict__ lengths,
                                                    int *__restrict__ out,
                                                    int *__restrict__ cursor) {
  using BlockScan = cub::BlockScan<int, BLOCK>;
  __shared__ typename BlockScan::TempStorage temp;
  __shared__ int base;
  int run = blockIdx.x * BLOCK + threadIdx.x;
  int v = values[run];
  int remaining = lengths[run];
  while (remaining > 0) { // BUG: thread-dependent trip count
    int take = min(remaining, 4);
    int offset, total;
    BlockScan(temp).ExclusiveSum(take, offset, total);
    if (threadIdx.x == 0)
      base = atomicAdd(cursor, total);
    __syncthreads();
    for (int k = 0; k < take; ++k)
      out[base + offset + k] = v;
    remaining -= take;
    __syncthreads();
  }
}
