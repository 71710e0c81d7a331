// EXPECT: barrier-divergence warp-sync-mask
// Row sums with cub::BlockReduce. The partial last block is handled with an
// early return before the reduction, but BlockReduce::Sum synchronises the
// block internally (__syncthreads between the warp aggregates and warp 0's
// final pass): the threads past n never reach that barrier (BUG). Also
// warp-sync-mask: BlockReduce's warp reduction shuffles down with the full
// mask, so in the partial warp a live lane reads a lane that returned (an
// undefined value, PTX ISA shfl.sync).
#include <cub/block/block_reduce.cuh>
constexpr int BLOCK = 128;
__global__ void __launch_bounds__(BLOCK) block_sums(const float *__restrict__ in,
                                                    float *__restrict__ partial, int n) {
  using BlockReduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i >= n)
    return; // BUG: the tail threads skip the barrier inside Sum
  float v = in[i] * in[i];
  float s = BlockReduce(temp).Sum(v);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s;
}
