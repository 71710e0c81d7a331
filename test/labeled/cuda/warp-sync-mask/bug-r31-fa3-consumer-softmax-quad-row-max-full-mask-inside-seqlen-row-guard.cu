// EXPECT: warp-sync-mask
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// FlashAttention-3-style consumer softmax over the KV blocks of a query tile,
// on a wgmma accumulator fragment: in the m64nNk16 layout lane l of warp w
// holds rows 16w + l/4 (+8), so a row's block maximum and sum are reduced over
// the four lanes of a quad with __shfl_xor_sync(.., 1) and (.., 2), and the
// running max/sum are rescaled online from one KV block to the next. The
// reduction was put under the query-length guard on the lane's own row (BUG:
// on the last query tile the quads whose row is past seqlen_q skip the
// full-mask shuffles in every KV block while staying in the loop, so the
// other lanes of their warp wait on lanes that are named in the mask, have
// not exited, and never arrive).
__global__ void __launch_bounds__(128)
    fa3_softmax_rows(const float *__restrict__ s, float *__restrict__ p, float *__restrict__ lse,
                     int seqlen_q, int nkv, float scale_log2) {
  const int w = threadIdx.x / 32, l = threadIdx.x % 32;
  const int row = blockIdx.x * 64 + w * 16 + l / 4;
  float m = -INFINITY, sum = 0.f;
  for (int b = 0; b < nkv; ++b) {
    const float *src = s + ((size_t)b * gridDim.x * 64 + row) * 64 + (l % 4) * 2;
    float v[16];
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      const float2 t = *reinterpret_cast<const float2 *>(src + j * 8);
      v[2 * j] = t.x;
      v[2 * j + 1] = t.y;
    }
    if (row < seqlen_q) {
      float bm = v[0];
#pragma unroll
      for (int j = 1; j < 16; ++j)
        bm = fmaxf(bm, v[j]);
      bm = fmaxf(bm, __shfl_xor_sync(0xffffffffu, bm, 1));
      bm = fmaxf(bm, __shfl_xor_sync(0xffffffffu, bm, 2));
      const float mn = fmaxf(m, bm);
      float bs = 0.f;
#pragma unroll
      for (int j = 0; j < 16; ++j) {
        v[j] = exp2f((v[j] - mn) * scale_log2);
        bs += v[j];
      }
      bs += __shfl_xor_sync(0xffffffffu, bs, 1);
      bs += __shfl_xor_sync(0xffffffffu, bs, 2);
      sum = sum * exp2f((m - mn) * scale_log2) + bs;
      m = mn;
      float *dst = p + ((size_t)b * gridDim.x * 64 + row) * 64 + (l % 4) * 2;
#pragma unroll
      for (int j = 0; j < 8; ++j)
        *reinterpret_cast<float2 *>(dst + j * 8) = make_float2(v[2 * j], v[2 * j + 1]);
    }
  }
  if (row < seqlen_q && l % 4 == 0)
    lse[row] = m * scale_log2 + log2f(sum);
}
