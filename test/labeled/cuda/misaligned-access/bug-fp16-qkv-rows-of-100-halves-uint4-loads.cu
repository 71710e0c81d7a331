// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=16,4
// Packed QKV projection output with head_dim 100: each token row holds 100
// halves (200 bytes) and one thread per 8-half chunk loads it as a uint4.
// BUG: 200 is 8 modulo 16, so every odd row starts 8 bytes off a 16-byte
// boundary and its uint4 loads are misaligned (the row pitch would need
// padding to 104 halves). The kernel is written for 4 tokens per block
// (blockDim.y = 4, tok = 4*blockIdx.x + threadIdx.y).
#include <cuda_fp16.h>
#define HD 100
__global__ void qk_scale(const __half *__restrict__ qkv, __half *__restrict__ out, int tokens,
                         float scale) {
  const int tok = blockIdx.x * 4 + threadIdx.y;
  const int j = threadIdx.x;  // chunk 0..11 of 8 halves
  if (tok >= tokens || j >= HD / 8) return;
  uint4 v = reinterpret_cast<const uint4 *>(qkv + (size_t)tok * HD)[j];  // BUG: 200-byte rows
  __half2 *h = reinterpret_cast<__half2 *>(&v);
  for (int k = 0; k < 4; ++k) h[k] = __hmul2(h[k], __float2half2_rn(scale));
  reinterpret_cast<uint4 *>(out + (size_t)tok * HD)[j] = v;
}
