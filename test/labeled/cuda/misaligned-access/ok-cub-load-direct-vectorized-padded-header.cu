// EXPECT: clean
// Each block sums a window of 512 floats with cub::LoadDirectBlockedVectorized
// (one float4 load per thread, 16-byte alignment required and not checked).
// The record header is padded to four floats, so the windows start at
// in + 4 + 512 * blockIdx.x, a multiple of 16 bytes.
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
constexpr int BLOCK = 128, ITEMS = 4, HEADER = 4;
__global__ void __launch_bounds__(BLOCK) window_sums(float *__restrict__ in, // LoadDirect* takes a T*
                                                     float *__restrict__ out) {
  using Reduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename Reduce::TempStorage temp;
  float items[ITEMS];
  float *window = in + HEADER + blockIdx.x * BLOCK * ITEMS;
  cub::LoadDirectBlockedVectorized(threadIdx.x, window, items);
  float s = Reduce(temp).Sum(items);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}
