// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: decode-time attention scores over a paged fp8 (e4m3-like) KV cache.
// Each 16-token page of the pool starts with its float dequantisation scale
// in a header padded to 16 bytes, followed by the 16 token rows of 128
// one-byte keys: a page is 2064 bytes, a multiple of 16, and the rows that
// eight lanes read as uint4 words are 16-byte aligned.
#include <cstdint>
#include <cuda_fp16.h>
constexpr int PAGE_TOKENS = 16, HD = 128, HDR = 16, PAGE_BYTES = HDR + PAGE_TOKENS * HD;
__global__ void __launch_bounds__(128)
paged_fp8_kv_scores(const uint8_t *__restrict__ pool, const int *__restrict__ block_table, const int *__restrict__ ctx_len,
                    const __half *__restrict__ q, float *__restrict__ scores, int max_pages) {
  const int seq = blockIdx.x, warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int len = ctx_len[seq];
  float qv[16];
  for (int j = 0; j < 8; ++j) {
    const __half2 h = reinterpret_cast<const __half2 *>(q + (size_t)seq * HD + (lane % 8) * 16)[j];
    qv[2 * j] = __low2float(h); qv[2 * j + 1] = __high2float(h);
  }
  for (int tok = warp * 4 + lane / 8; tok < len; tok += 16) {
    const int page = block_table[seq * max_pages + tok / PAGE_TOKENS];
    const uint8_t *pg = pool + (size_t)page * PAGE_BYTES;
    const float scale = *reinterpret_cast<const float *>(pg);
    const uint4 k = *reinterpret_cast<const uint4 *>(pg + HDR + (tok % PAGE_TOKENS) * HD + (lane % 8) * 16);
    const uint32_t w[4] = {k.x, k.y, k.z, k.w};
    float s = 0.f;
    for (int j = 0; j < 16; ++j) {
      const int e = (w[j / 4] >> (8 * (j % 4))) & 0xff;
      const float v = (float)((e & 0x7f) >> 3) + 0.125f * (float)(e & 7);
      s += qv[j] * ((e & 0x80) ? -v : v);
    }
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
    s += __shfl_xor_sync(0xffffffffu, s, 4);
    if (lane % 8 == 0) scores[(size_t)seq * max_pages * PAGE_TOKENS + tok] = s * scale;
  }
}
