// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=8,16
// BUG: an fp8 KV cache stores each token as a record of its float dequant
// scale followed by 80 fp8 values (head_dim 80), 84 bytes per token. The
// attention kernel (one row of 8 threads per token, five of them loading)
// gathers a token's values with uint4 loads at record + 4: token 0's values
// start at 4 mod 16, and only every fourth token's are 16-byte aligned.
#include <cstdint>
#define HD 80
__global__ void __launch_bounds__(128) kv_gather(const uint8_t *__restrict__ cache,
                                                 float *__restrict__ out, int ntok) {
  int tok = blockIdx.x * 16 + threadIdx.y, chunk = threadIdx.x;
  if (tok >= ntok || chunk >= 5)
    return;
  const uint8_t *rec = cache + (size_t)tok * (4 + HD);
  float scale = *reinterpret_cast<const float *>(rec);
  uint4 q = reinterpret_cast<const uint4 *>(rec + 4)[chunk];
  unsigned w[4] = {q.x, q.y, q.z, q.w};
  float acc = 0.f;
  for (int k = 0; k < 4; ++k)
    for (int b = 0; b < 4; ++b)
      acc += (float)((w[k] >> (8 * b)) & 0xff);
  out[tok * 5 + chunk] = acc * scale;
}
