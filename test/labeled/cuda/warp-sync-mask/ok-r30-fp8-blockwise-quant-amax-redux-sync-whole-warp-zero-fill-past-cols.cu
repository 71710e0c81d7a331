// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=128
// Blockwise FP8 quantisation (1x32 scaling blocks along a row, the DeepSeek
// recipe): a warp owns 32 columns of one row, takes the absolute maximum of
// its block with redux.sync.max on the float bit patterns (non-negative
// floats order like their bits) and quantises to e4m3 with scale 448/amax.
// Rows are `cols` wide, not always a multiple of 32: lanes past `cols` load
// 0 (which cannot raise the maximum) and every lane of the warp joins the
// __reduce_max_sync(0xffffffff, ...) before the column guard.
#include <cuda_fp8.h>
__global__ void __launch_bounds__(128)
    quant_1x32(const float *__restrict__ x, __nv_fp8_storage_t *__restrict__ q,
               float *__restrict__ scales, int rows, int cols) {
  const int lane = threadIdx.x % 32;
  const int nblk = (cols + 31) / 32;
  const int gw = blockIdx.x * 4 + threadIdx.x / 32;
  const int row = gw / nblk, cb = gw % nblk;
  if (row >= rows)
    return;
  const int col = cb * 32 + lane;
  const float v = col < cols ? x[(size_t)row * cols + col] : 0.f;
  const unsigned amax_bits = __reduce_max_sync(0xffffffffu, __float_as_uint(fabsf(v)));
  const float amax = fmaxf(__uint_as_float(amax_bits), 1e-12f);
  const float s = 448.f / amax;
  if (col < cols) {
    q[(size_t)row * cols + col] = __nv_cvt_float_to_fp8(v * s, __NV_SATFINITE, __NV_E4M3);
    if (lane == 0)
      scales[(size_t)row * nblk + cb] = 1.f / s;
  }
}
