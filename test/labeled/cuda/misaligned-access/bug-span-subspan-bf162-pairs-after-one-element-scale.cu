// EXPECT: misaligned-access
// Quantised-activation rows stored as [scale, v0, v1, ..., v255, pad]: 258
// __nv_bfloat16 per row, so every row starts 4-byte aligned. The kernel
// views a row as a cuda::std::span and takes the values with
// `row.subspan(1)`. BUG: the values then start 2 bytes into the row, and
// the __nv_bfloat162 pair loads through reinterpret_cast are at 2 mod 4 for
// every thread: a 4-byte ld at an address that is not a multiple of 4.
#include <cuda_bf16.h>
#include <cuda/std/span>
constexpr int kRowLen = 258, kVals = 256;
__global__ void __launch_bounds__(128)
dequant_rows(const __nv_bfloat16 *__restrict__ q, float2 *__restrict__ out) {
  cuda::std::span<const __nv_bfloat16> row(q + (size_t)blockIdx.x * kRowLen, kRowLen);
  const float scale = __bfloat162float(row[0]);
  cuda::std::span<const __nv_bfloat16> vals = row.subspan(1, kVals);
  const __nv_bfloat162 p = reinterpret_cast<const __nv_bfloat162 *>(vals.data())[threadIdx.x];  // BUG
  const float2 f = __bfloat1622float2(p);
  out[(size_t)blockIdx.x * (kVals / 2) + threadIdx.x] = make_float2(f.x * scale, f.y * scale);
}
