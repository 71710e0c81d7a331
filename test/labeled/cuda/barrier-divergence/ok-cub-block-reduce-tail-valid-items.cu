// EXPECT: clean
// Row sums with cub::BlockReduce and a partial last block, done right: every
// thread calls Sum, the tail threads contribute nothing, and the number of
// valid items is passed so the reduction ignores them. No thread leaves
// before the barriers inside BlockReduce.
#include <cub/block/block_reduce.cuh>
constexpr int BLOCK = 128;
__global__ void __launch_bounds__(BLOCK) block_sums(const float *__restrict__ in,
                                                    float *__restrict__ partial, int n) {
  using BlockReduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int base = blockIdx.x * BLOCK;
  int i = base + threadIdx.x;
  int valid = min(BLOCK, n - base);
  float v = i < n ? in[i] * in[i] : 0.0f;
  float s = BlockReduce(temp).Sum(v, valid);
  if (threadIdx.x == 0)
    partial[blockIdx.x] = s;
}
