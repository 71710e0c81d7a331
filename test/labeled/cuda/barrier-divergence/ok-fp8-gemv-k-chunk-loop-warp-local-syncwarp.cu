// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Block-sparse fp8 GEMV: each warp owns one output row and walks the row's
// nonzero 128-wide K groups with a per-warp trip count. The staging buffer is
// private to the warp, so the loop synchronises with __syncwarp() only; warps
// with fewer groups leave early without stranding anybody.
#include <cuda_fp8.h>
__global__ void bsr_fp8_gemv(const __nv_fp8_e4m3 *w, const int *row_ptr, const int *grp_col,
                             const float *x, const float *scale, float *y) {
  __shared__ float xs[8][128];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * 8 + warp;
  int beg = row_ptr[row], end = row_ptr[row + 1];
  float acc = 0.f;
  for (int g = beg; g < end; ++g) {
    const float *xc = x + grp_col[g] * 128;
    for (int k = lane; k < 128; k += 32)
      xs[warp][k] = xc[k];
    __syncwarp();
    for (int k = lane; k < 128; k += 32)
      acc += float(w[(size_t)g * 128 + k]) * xs[warp][k];
    __syncwarp();
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * scale[row];
}
