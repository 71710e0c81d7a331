// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// Flash-attention forward, one query row per thread, causal. The KV loop runs
// to the last key of the block's query tile (blockIdx.x, the same in every
// thread), so every thread reaches every staging barrier; the per-row causal
// cut is applied inside the tile by a per-thread inner bound that contains
// no barrier.
#define BR 64
#define BC 32
#define D 32
__global__ void flash_fwd_causal(const float *q, const float *k, const float *v,
                                 float *o, int seq_len, float scale) {
  __shared__ float ks[BC][D];
  __shared__ float vs[BC][D];
  const int row = blockIdx.x * BR + threadIdx.x;
  float qr[D], acc[D];
  for (int d = 0; d < D; ++d) {
    qr[d] = row < seq_len ? q[row * D + d] * scale : 0.f;
    acc[d] = 0.f;
  }
  float m = -1e30f, l = 0.f;
  const int tile_last = min(blockIdx.x * BR + BR - 1, seq_len - 1);  // block-uniform
  for (int kv0 = 0; kv0 <= tile_last; kv0 += BC) {
    for (int i = threadIdx.x; i < BC * D; i += BR) {
      int key = kv0 + i / D;
      ks[i / D][i % D] = key < seq_len ? k[key * D + i % D] : 0.f;
      vs[i / D][i % D] = key < seq_len ? v[key * D + i % D] : 0.f;
    }
    __syncthreads();
    for (int j = 0; j < BC && kv0 + j <= row && kv0 + j < seq_len; ++j) {
      float s = 0.f;
      for (int d = 0; d < D; ++d)
        s += qr[d] * ks[j][d];
      float mn = fmaxf(m, s);
      float corr = __expf(m - mn), p = __expf(s - mn);
      l = l * corr + p;
      for (int d = 0; d < D; ++d)
        acc[d] = acc[d] * corr + p * vs[j][d];
      m = mn;
    }
    __syncthreads();
  }
  if (row < seq_len)
    for (int d = 0; d < D; ++d)
      o[row * D + d] = acc[d] / l;
}
