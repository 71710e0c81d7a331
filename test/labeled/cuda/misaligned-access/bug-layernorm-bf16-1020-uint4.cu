// EXPECT: misaligned-access
// LayerNorm over bf16 rows of HIDDEN = 1020 elements, reading eight elements
// (16 bytes) at a time through uint4. The vector path assumes HIDDEN % 8 == 0
// (BUG): a row is 2040 bytes, so every odd row starts 8 bytes past a 16-byte
// boundary and its uint4 loads are misaligned.
#include <cuda_bf16.h>
#define HIDDEN 1020
__global__ void __launch_bounds__(128) ln_bf16(const __nv_bfloat16 *x, __nv_bfloat16 *y, float eps) {
  __shared__ float red[2][4];
  const __nv_bfloat16 *row = x + (size_t)blockIdx.x * HIDDEN;
  __nv_bfloat16 *orow = y + (size_t)blockIdx.x * HIDDEN;
  float sum = 0.f, sq = 0.f;
  for (int v = threadIdx.x; v < HIDDEN / 8; v += 128) {
    uint4 pk = reinterpret_cast<const uint4 *>(row)[v]; // BUG: row is only 8-byte aligned
    const __nv_bfloat162 *h = reinterpret_cast<const __nv_bfloat162 *>(&pk);
#pragma unroll
    for (int k = 0; k < 4; ++k) {
      float2 f = __bfloat1622float2(h[k]);
      sum += f.x + f.y;
      sq += f.x * f.x + f.y * f.y;
    }
  }
  for (int e = HIDDEN / 8 * 8 + threadIdx.x; e < HIDDEN; e += 128) {
    float f = __bfloat162float(row[e]);
    sum += f;
    sq += f * f;
  }
  for (int o = 16; o > 0; o >>= 1) {
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
    sq += __shfl_xor_sync(0xffffffffu, sq, o);
  }
  if (threadIdx.x % 32 == 0) {
    red[0][threadIdx.x / 32] = sum;
    red[1][threadIdx.x / 32] = sq;
  }
  __syncthreads();
  sum = red[0][0] + red[0][1] + red[0][2] + red[0][3];
  sq = red[1][0] + red[1][1] + red[1][2] + red[1][3];
  float mean = sum / HIDDEN, rstd = rsqrtf(sq / HIDDEN - mean * mean + eps);
  for (int e = threadIdx.x; e < HIDDEN; e += 128)
    orow[e] = __float2bfloat16((__bfloat162float(row[e]) - mean) * rstd);
}
