// EXPECT: barrier-divergence
// Flash-attention-style online softmax: one warp per query row, K/V tiles
// staged in shared memory by the whole block. Warps whose row lies past
// seq_len return early, so the last block's tail warps never reach the
// __syncthreads() that guards the next K tile.
#define TILE 32
#define D 32
__global__ void attn_rows(const float *q, const float *k, const float *v,
                          float *o, int seq_len, int kv_len) {
  __shared__ float ks[TILE][D + 1];
  __shared__ float vs[TILE][D + 1];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int row = blockIdx.x * (blockDim.x / 32) + warp;
  if (row >= seq_len)
    return;
  float qd = q[row * D + lane];
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
  o[row * D + lane] = acc / l;
}
