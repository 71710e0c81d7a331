// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=64
// Flash-attention forward, one query row per thread, K/V tiles of 32 keys
// staged in shared memory. The causal bound is taken from the thread's own
// query row (BUG): with 32-key tiles the upper half of the 64 rows needs one
// more tile than the lower half, so threads of one block
// leave the KV loop at different trips while the others still wait at the
// staging __syncthreads() of the next tile: the block hangs or mixes tiles.
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
  const int last_key = min(row, seq_len - 1);      // causal: keys 0..row
  for (int kv0 = 0; kv0 <= last_key; kv0 += BC) {  // BUG: per-thread trip count
    for (int i = threadIdx.x; i < BC * D; i += BR) {
      int key = kv0 + i / D;
      ks[i / D][i % D] = key < seq_len ? k[key * D + i % D] : 0.f;
      vs[i / D][i % D] = key < seq_len ? v[key * D + i % D] : 0.f;
    }
    __syncthreads();
    for (int j = 0; j < BC && kv0 + j <= last_key; ++j) {
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
