// EXPECT: clean
// Block sums in two levels: CUB's WarpReduce per warp, then thread 0 adds the
// per-warp totals after a barrier. Every lane calls the warp reduction (the
// tail lanes with a dummy value) and the partial last warp is handled by
// Sum(v, valid_items), which masks values, not lanes: all 32 lanes run the
// full-mask shuffles.
#include <cub/cub.cuh>
__global__ void block_sums(const float *x, float *sums, int n) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[8];
  __shared__ float warp_tot[8];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int warp = threadIdx.x / 32;
  const int warp_base = i - threadIdx.x % 32;
  const int valid = min(32, n - warp_base);
  float v = i < n ? x[i] : 0.f;
  float agg = WarpReduce(temp[warp]).Sum(v, valid);
  if (threadIdx.x % 32 == 0)
    warp_tot[warp] = valid > 0 ? agg : 0.f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < blockDim.x / 32; ++w)
      t += warp_tot[w];
    sums[blockIdx.x] = t;
  }
}
