// EXPECT: clean
// The same online softmax, but warps past seq_len keep going with a masked
// row (they still help stage every K/V tile and reach both barriers) and
// only the final store is guarded.
#define TILE 32
#define D 32
__global__ void attn_rows_masked(const float *q, const float *k, const float *v,
                                 float *o, int seq_len, int kv_len) {
  __shared__ float ks[TILE][D + 1];
  __shared__ float vs[TILE][D + 1];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  bool live = row < seq_len;
  float qd = live ? q[row * D + lane] : 0.f;
  float m = -1e30f, l = 0.f, acc = 0.f;
  for (int t = 0; t < kv_len; t += TILE) {
    for (int i = threadIdx.x; i < TILE * D; i += blockDim.x) {
      int r = i / D, c = i % D;
      ks[r][c] = t + r < kv_len ? k[(t + r) * D + c] : 0.f;
      vs[r][c] = t + r < kv_len ? v[(t + r) * D + c] : 0.f;
    }
    __syncthreads();
    for (int j = 0; j < TILE && t + j < kv_len; ++j) {
      float s = qd * ks[j][lane];
      for (int o2 = 16; o2 > 0; o2 >>= 1)
        s += __shfl_xor_sync(0xffffffff, s, o2);
      float mn = fmaxf(m, s);
      float p = __expf(s - mn);
      l = l * __expf(m - mn) + p;
      acc = acc * __expf(m - mn) + p * vs[j][lane];
      m = mn;
    }
    __syncthreads();
  }
  if (live)
    o[row * D + lane] = acc / l;
}
