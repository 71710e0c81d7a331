// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: HEVC-style luma deblocking of one 64x64 CTU per block. Vertical edges
// are filtered into shared memory, then (after a barrier) the horizontal
// edges. A segment whose boundary strength is 0 only skips its filter: the
// thread still reaches both pass barriers and the write-back.
#include <cstdint>
__device__ __forceinline__ int clip3(int lo, int hi, int v) { return v < lo ? lo : (v > hi ? hi : v); }
__global__ void __launch_bounds__(256)
hevc_deblock_ctu(uint8_t *__restrict__ luma, int stride, const uint8_t *__restrict__ bs_v,
                 const uint8_t *__restrict__ bs_h, int tc) {
  __shared__ uint8_t px[64][64 + 4];
  const int t = threadIdx.x;
  const int x0 = blockIdx.x * 64, y0 = blockIdx.y * 64;
  uint8_t *ctu = luma + (size_t)y0 * stride + x0;
  for (int i = t; i < 64 * 64; i += 256) px[i / 64][i % 64] = ctu[(size_t)(i / 64) * stride + i % 64];
  __syncthreads();
  const int seg = t & 127, ecol = (seg / 16 + 1) * 8 - (t >> 7) * 4, row = (seg % 16) * 4;
  const int bs = bs_v[(blockIdx.y * gridDim.x + blockIdx.x) * 128 + seg];
  if (bs != 0 && ecol < 64 && t < 128) {
    for (int r = row; r < row + 4; ++r) {
      const int p0 = px[r][ecol - 1], q0 = px[r][ecol];
      const int d = clip3(-tc, tc, ((q0 - p0) * 9 - (px[r][ecol + 1] - px[r][ecol - 2]) * 3 + 8) >> 4);
      px[r][ecol - 1] = (uint8_t)clip3(0, 255, p0 + d);
      px[r][ecol] = (uint8_t)clip3(0, 255, q0 - d);
    }
  }
  __syncthreads();
  const int erow = (seg / 16 + 1) * 8, col = (seg % 16) * 4;
  if (t < 128 && erow < 64 && bs_h[(blockIdx.y * gridDim.x + blockIdx.x) * 128 + seg]) {
    for (int c = col; c < col + 4; ++c) {
      const int p0 = px[erow - 1][c], q0 = px[erow][c];
      const int d = clip3(-tc, tc, ((q0 - p0) * 9 - (px[erow + 1][c] - px[erow - 2][c]) * 3 + 8) >> 4);
      px[erow - 1][c] = (uint8_t)clip3(0, 255, p0 + d);
      px[erow][c] = (uint8_t)clip3(0, 255, q0 - d);
    }
  }
  __syncthreads();
  for (int i = t; i < 64 * 64; i += 256) ctu[(size_t)(i / 64) * stride + i % 64] = px[i / 64][i % 64];
}
