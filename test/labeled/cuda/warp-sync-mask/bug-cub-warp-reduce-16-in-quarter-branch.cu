// EXPECT: warp-sync-mask
// Per-row sums with cub::WarpReduce on logical warps of 16 lanes. Rows have
// only 8 columns, so the author guarded the reduction with `lane16 < 8`;
// but WarpReduce<float, 16> shuffles with the whole logical warp's member
// mask (16 lanes), and only 8 of them execute the shuffle (BUG).
#include <cub/warp/warp_reduce.cuh>
constexpr int BLOCK = 128;
__global__ void __launch_bounds__(BLOCK) row_sums8(const float *__restrict__ m,
                                                   float *__restrict__ sums) {
  using WarpReduce = cub::WarpReduce<float, 16>;
  __shared__ typename WarpReduce::TempStorage temp[BLOCK / 16];
  int seg = threadIdx.x / 16, lane16 = threadIdx.x % 16;
  int row = blockIdx.x * (BLOCK / 16) + seg;
  if (lane16 < 8) { // BUG: half of each logical warp
    float v = m[row * 8 + lane16];
    float s = WarpReduce(temp[seg]).Sum(v);
    if (lane16 == 0)
      sums[row] = s;
  }
}
