// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: GQA decode scores: a warp serves the query heads of one KV head, up
// to four of them, eight lanes per head (16 of the 128 dims each), and each
// 8-lane group reduces its dot product with xor shuffles of offsets 4, 2, 1
// on its own group mask, since groups past the model's GQA ratio skip the
// work. The group mask shifts 0xff by the group index (lane >> 3) instead of
// the group's first lane (lane & 24): for group 1 it names lanes 1-8, so
// lanes 9-15 execute shuffles whose mask does not contain them (and groups
// 2 and 3 are worse).
#define D 128
__global__ void __launch_bounds__(128)
gqa_scores(const float *__restrict__ q, const float *__restrict__ kc,
           float *__restrict__ scores, int ratio, int seqlen) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31, g = lane >> 3, gl = lane & 7;
  const int kvh = blockIdx.y, key = blockIdx.x * 4 + warp;
  if (g < ratio && key < seqlen) {
    const int qh = kvh * ratio + g;
    const float4 *qv = reinterpret_cast<const float4 *>(q + (size_t)qh * D) + gl * 4;
    const float4 *kv = reinterpret_cast<const float4 *>(kc + ((size_t)kvh * seqlen + key) * D) + gl * 4;
    float s = 0.f;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const float4 a = qv[j], b = kv[j];
      s += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }
    const unsigned gmask = 0xffu << (lane >> 3);
    for (int o = 4; o > 0; o >>= 1) s += __shfl_xor_sync(gmask, s, o);
    if (gl == 0) scores[(size_t)qh * seqlen + key] = s * 0.08838834764f;
  }
}
