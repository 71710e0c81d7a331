// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// int4 KV-cache dequantisation: each token's record holds a half scale and a
// half zero point in a 16-byte header, then 64 bytes of packed nibbles (80
// bytes in all), so every uint4 chunk at record + 16 + 16 * part is aligned
// (cudaMalloc'd base).
#include <cuda_fp16.h>
#include <cstdint>
constexpr int HEAD = 128, REC = 16 + HEAD / 2;
__global__ void kv_int4_dequant_ok(const uint8_t *cache, __half *out, int tokens) {
  const int tok = blockIdx.x * 32 + threadIdx.x / 4, part = threadIdx.x % 4;
  if (tok >= tokens)
    return;
  const uint8_t *rec = cache + (size_t)tok * REC;
  const __half scale = *reinterpret_cast<const __half *>(rec);
  const __half zero = *reinterpret_cast<const __half *>(rec + 2);
  const uint4 q = *reinterpret_cast<const uint4 *>(rec + 16 + part * 16);
  const unsigned w[4] = {q.x, q.y, q.z, q.w};
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j) {
      const float v = (float)((w[i] >> (4 * j)) & 0xf) - __half2float(zero);
      out[(size_t)tok * HEAD + part * 32 + i * 8 + j] = __float2half(v * __half2float(scale));
    }
}
