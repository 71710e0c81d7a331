// EXPECT: warp-sync-mask
// Flash-decoding style attention for short KV caches: each query row is
// handled by 8 lanes (4 rows per warp); lane `sub` walks keys sub, sub+8, ...
// keeping its own online-softmax state (m, l, acc[32]). At the end the 8
// partial states of a row are merged with width-8 xor shuffles. To avoid
// -inf - -inf = NaN for lanes that saw no key, the author skipped the merge
// in those lanes (BUG): when kv_len < 8 the lanes sub >= kv_len never execute
// the full-mask shuffles the other lanes of their row wait for.
#define D 32
__global__ void decode_rows(const float *__restrict__ q, const float *__restrict__ k,
                            const float *__restrict__ v, float *__restrict__ o, int nrows,
                            int kv_len, float scale) {
  const int gt = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = gt / 8, sub = threadIdx.x & 7;
  if (row >= nrows)
    return;
  float qr[D];
#pragma unroll
  for (int d = 0; d < D; ++d) qr[d] = q[row * D + d] * scale;
  float m = -INFINITY, l = 0.f, acc[D];
#pragma unroll
  for (int d = 0; d < D; ++d) acc[d] = 0.f;
  for (int j = sub; j < kv_len; j += 8) {
    float s = 0.f;
#pragma unroll
    for (int d = 0; d < D; ++d) s += qr[d] * k[j * D + d];
    float mn = fmaxf(m, s), c = __expf(m - mn), p = __expf(s - mn);
    l = l * c + p;
#pragma unroll
    for (int d = 0; d < D; ++d) acc[d] = acc[d] * c + p * v[j * D + d];
    m = mn;
  }
  if (sub < kv_len) {  // BUG: lanes with no key skip the row's shuffles below
#pragma unroll
    for (int off = 4; off > 0; off >>= 1) {
      float mo = __shfl_xor_sync(0xffffffffu, m, off, 8);
      float lo = __shfl_xor_sync(0xffffffffu, l, off, 8);
      float mn = fmaxf(m, mo), c = __expf(m - mn), co = __expf(mo - mn);
      l = l * c + lo * co;
#pragma unroll
      for (int d = 0; d < D; ++d)
        acc[d] = acc[d] * c + __shfl_xor_sync(0xffffffffu, acc[d], off, 8) * co;
      m = mn;
    }
  }
  if (sub == 0)
    for (int d = 0; d < D; ++d) o[row * D + d] = acc[d] / l;
}
