// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// One warp per group of rows of __half2 values: a NaN pair contributes zero
// instead of skipping the row, so every lane runs every full-mask shuffle.
#include <cuda_fp16.h>
__global__ void __launch_bounds__(128) rows_half2_sum(const __half2 *x, float *row_sum, int rows_per_warp) {
  int lane = threadIdx.x & 31;
  int warp = blockIdx.x * 4 + (threadIdx.x >> 5);
  for (int r = 0; r < rows_per_warp; ++r) {
    int row = warp * rows_per_warp + r;
    __half2 h = x[row * 32 + lane];
    bool bad = __hisnan(h.x) || __hisnan(h.y);
    float v = bad ? 0.f : __low2float(h) + __high2float(h);
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0)
      row_sum[row] = v;
  }
}
