// EXPECT: misaligned-access
// Each block sums a window of 512 floats with cub::LoadDirectBlockedVectorized,
// which reads each thread's 4 items with one float4 load and requires the
// block pointer to be 16-byte aligned (it does not check, unlike BlockLoad's
// VECTORIZE algorithm). The windows start one element after the record
// header, at in + 1 + 512 * blockIdx.x: 4 mod 16 (BUG).
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
constexpr int BLOCK = 128, ITEMS = 4;
__global__ void __launch_bounds__(BLOCK) window_sums(float *__restrict__ in, // LoadDirect* takes a T*
                                                     float *__restrict__ out) {
  using Reduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename Reduce::TempStorage temp;
  float items[ITEMS];
  float *window = in + 1 + blockIdx.x * BLOCK * ITEMS; // skips the header
  cub::LoadDirectBlockedVectorized(threadIdx.x, window, items); // BUG: float4 at 4 mod 16
  float s = Reduce(temp).Sum(items);
  if (threadIdx.x == 0)
    out[blockIdx.x] = s;
}
