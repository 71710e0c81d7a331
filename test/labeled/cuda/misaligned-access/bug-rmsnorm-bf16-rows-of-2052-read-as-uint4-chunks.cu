// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// RMSNorm over bf16 rows of 2052 elements, one row per block, loading and
// storing 8-element uint4 chunks. A row is 4104 bytes, so every odd row
// starts 8 bytes past a 16-byte boundary and its uint4 accesses are misaligned.
#include <cuda_bf16.h>
constexpr int HID = 2052;
__global__ void rmsnorm_bf16_2052(const __nv_bfloat16 *x, const __nv_bfloat16 *g, __nv_bfloat16 *y) {
  __shared__ float part[8];
  const uint4 *row = reinterpret_cast<const uint4 *>(x + (size_t)blockIdx.x * HID);
  uint4 *out = reinterpret_cast<uint4 *>(y + (size_t)blockIdx.x * HID);
  const uint4 *gv = reinterpret_cast<const uint4 *>(g);
  float ss = 0.f;
  for (int c = threadIdx.x; c < HID / 8; c += 256) {
    const uint4 u = row[c];
    const __nv_bfloat162 *h = reinterpret_cast<const __nv_bfloat162 *>(&u);
    for (int k = 0; k < 4; ++k) {
      const float2 f = __bfloat1622float2(h[k]);
      ss += f.x * f.x + f.y * f.y;
    }
  }
  for (int o = 16; o; o >>= 1)
    ss += __shfl_xor_sync(0xffffffffu, ss, o);
  if (threadIdx.x % 32 == 0)
    part[threadIdx.x / 32] = ss;
  __syncthreads();
  float tot = 0.f;
  for (int w = 0; w < 8; ++w)
    tot += part[w];
  const float r = rsqrtf(tot / HID + 1e-6f);
  for (int c = threadIdx.x; c < HID / 8; c += 256) {
    uint4 u = row[c];
    const uint4 gu = gv[c];
    __nv_bfloat162 *h = reinterpret_cast<__nv_bfloat162 *>(&u);
    const __nv_bfloat162 *gh = reinterpret_cast<const __nv_bfloat162 *>(&gu);
    for (int k = 0; k < 4; ++k) {
      const float2 f = __bfloat1622float2(h[k]), gf = __bfloat1622float2(gh[k]);
      h[k] = __floats2bfloat162_rn(f.x * r * gf.x, f.y * r * gf.y);
    }
    out[c] = u;
  }
}
