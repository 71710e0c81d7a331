// EXPECT: clean
// Quantised-activation rows stored as [scale, pad, v0, ..., v255]: 258
// __nv_bfloat16 per row (516 bytes, 4-byte aligned rows). The kernel views
// a row as a cuda::std::span and takes the values with `row.subspan(2)`:
// the scale is padded to a full pair, so the values start 4 bytes into the
// row and the __nv_bfloat162 loads through reinterpret_cast are aligned.
#include <cuda_bf16.h>
#include <cuda/std/span>
constexpr int kRowLen = 258, kVals = 256;
__global__ void __launch_bounds__(128)
dequant_rows(const __nv_bfloat16 *__restrict__ q, float2 *__restrict__ out) {
  cuda::std::span<const __nv_bfloat16> row(q + (size_t)blockIdx.x * kRowLen, kRowLen);
  const float scale = __bfloat162float(row[0]);
  cuda::std::span<const __nv_bfloat16> vals = row.subspan(2, kVals);
  const __nv_bfloat162 p = reinterpret_cast<const __nv_bfloat162 *>(vals.data())[threadIdx.x];
  const float2 f = __bfloat1622float2(p);
  out[(size_t)blockIdx.x * (kVals / 2) + threadIdx.x] = make_float2(f.x * scale, f.y * scale);
}
