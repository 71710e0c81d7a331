// EXPECT: clean
// cub::WarpReduce on logical warps of 16 lanes, only the low logical warp of
// each hardware warp does work (`lane < 16`): that is exactly one whole
// logical warp, whose member mask (0xffff) is the set of lanes that run the
// shuffles.
#include <cub/warp/warp_reduce.cuh>
constexpr int BLOCK = 128;
__global__ void __launch_bounds__(BLOCK) row_sums16(const float *__restrict__ m,
                                                    float *__restrict__ sums) {
  using WarpReduce = cub::WarpReduce<float, 16>;
  __shared__ typename WarpReduce::TempStorage temp[BLOCK / 32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (BLOCK / 32) + warp;
  if (lane < 16) {
    float v = m[row * 16 + lane];
    float s = WarpReduce(temp[warp]).Sum(v);
    if (lane == 0)
      sums[row] = s;
  }
}
