// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// int4 KV-cache dequantisation: each token's record is a half scale, a half
// zero point and 64 bytes of packed nibbles (a head of 128), 68 bytes in all.
// The nibbles are read as uint4 at record + 4: token 0's first chunk is 4
// bytes past a 16-byte boundary.
#include <cuda_fp16.h>
#include <cstdint>
constexpr int HEAD = 128, REC = 4 + HEAD / 2;
__global__ void kv_int4_dequant(const uint8_t *cache, __half *out, int tokens) {
  const int tok = blockIdx.x * 32 + threadIdx.x / 4, part = threadIdx.x % 4;
  if (tok >= tokens)
    return;
  const uint8_t *rec = cache + (size_t)tok * REC;
  const __half scale = *reinterpret_cast<const __half *>(rec);
  const __half zero = *reinterpret_cast<const __half *>(rec + 2);
  const uint4 q = *reinterpret_cast<const uint4 *>(rec + 4 + part * 16);
  const unsigned w[4] = {q.x, q.y, q.z, q.w};
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j) {
      const float v = (float)((w[i] >> (4 * j)) & 0xf) - __half2float(zero);
      out[(size_t)tok * HEAD + part * 32 + i * 8 + j] = __float2half(v * __half2float(scale));
    }
}
