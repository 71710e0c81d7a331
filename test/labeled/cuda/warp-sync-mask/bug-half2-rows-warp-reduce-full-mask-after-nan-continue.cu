// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// One warp per group of rows of __half2 values: a lane whose pair holds a NaN
// `continue`s to the next row before the full-mask __shfl_down_sync
// reduction, so in that row the other lanes wait for (or read) a lane that is
// not there, and the lanes' iterations no longer line up.
#include <cuda_fp16.h>
__global__ void __launch_bounds__(128) rows_half2_sum(const __half2 *x, float *row_sum, int rows_per_warp) {
  int lane = threadIdx.x & 31;
  int warp = blockIdx.x * 4 + (threadIdx.x >> 5);
  for (int r = 0; r < rows_per_warp; ++r) {
    int row = warp * rows_per_warp + r;
    __half2 h = x[row * 32 + lane];
    if (__hisnan(h.x) || __hisnan(h.y))
      continue;
    float v = __low2float(h) + __high2float(h);
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0)
      row_sum[row] = v;
  }
}
