// EXPECT: warp-sync-mask
// Block sums in two levels (256-thread blocks): CUB WarpReduce per warp,
// then thread 0 adds the per-warp totals after a barrier. The warp reduction is called only by the
// lanes holding an element, if (i < n) (BUG): WarpReduce<float> shuffles with
// the full-warp member mask, so in the last, partial warp the lanes past n
// (alive, they go on to the barrier) are named but never arrive. The correct
// form calls Sum(v, valid_items) from every lane.
#include <cub/cub.cuh>
__global__ void block_sums(const float *x, float *sums, int n) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp[8];
  __shared__ float warp_tot[8];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int warp = threadIdx.x / 32;
  if (threadIdx.x % 32 == 0)
    warp_tot[warp] = 0.f;
  __syncwarp();
  if (i < n) {  // BUG
    float agg = WarpReduce(temp[warp]).Sum(x[i]);
    if (threadIdx.x % 32 == 0)
      warp_tot[warp] = agg;
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < blockDim.x / 32; ++w)
      t += warp_tot[w];
    sums[blockIdx.x] = t;
  }
}
