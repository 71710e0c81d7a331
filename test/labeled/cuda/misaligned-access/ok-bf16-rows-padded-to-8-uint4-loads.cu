// EXPECT: clean
// bf16 matrix scaled row by row with 16-byte (8 x bf16) vector loads: the
// host pads each row to a multiple of 8 elements (ld = round_up(cols, 8),
// recomputed here), so row r starts at byte 2*ld*r, a multiple of 16, and
// lane-chunk j at 16*j more.
#include <cuda_bf16.h>
__global__ void scale_bf16(const __nv_bfloat16 *__restrict__ x, __nv_bfloat16 *__restrict__ y,
                           int rows, int cols, float s) {
  const int ld = (cols + 7) & ~7;
  const int row = blockIdx.x;
  if (row >= rows) return;
  const uint4 *src = reinterpret_cast<const uint4 *>(x + (size_t)row * ld);
  uint4 *dst = reinterpret_cast<uint4 *>(y + (size_t)row * ld);
  for (int j = threadIdx.x; j < ld / 8; j += blockDim.x) {
    uint4 v = src[j];
    __nv_bfloat162 *h = reinterpret_cast<__nv_bfloat162 *>(&v);
    for (int k = 0; k < 4; ++k) h[k] = __hmul2(h[k], __float2bfloat162_rn(s));
    dst[j] = v;
  }
}
