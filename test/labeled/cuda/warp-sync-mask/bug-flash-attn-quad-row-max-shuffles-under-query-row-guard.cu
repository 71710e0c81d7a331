// EXPECT: warp-sync-mask
// BUG: a flash-attention forward warp over 8 query rows in the mma C-fragment
// layout (row = lane / 4, two keys per lane), online softmax per 8-key tile:
// the row max and row sum are quad folds `__shfl_xor_sync(0xffffffff, x, 1)`
// and `(.., 2)`, and P is gathered from the quad with __shfl_sync. The whole
// softmax step was put under `if (row < seqlen_q)`: in the last block the
// quads of rows past the sequence skip the shuffles that name them in the
// full mask and go on to the next tile's __syncwarp().
#define HD 32
__global__ void __launch_bounds__(32) attn_rows8(const float *__restrict__ Q, const float *__restrict__ K,
                                                 const float *__restrict__ V, float *__restrict__ O, int seqlen_q,
                                                 int seqlen_k, float scale) {
  __shared__ float qs[8][HD + 1], ks[8][HD + 1], vs[8][HD + 1];
  int lane = threadIdx.x, g = lane >> 2, c = lane & 3;
  int q0 = blockIdx.x * 8, row = q0 + g;
  for (int e = lane; e < 8 * HD; e += 32) {
    int r = e / HD, d = e % HD;
    qs[r][d] = q0 + r < seqlen_q ? Q[(size_t)(q0 + r) * HD + d] * scale : 0.f;
  }
  float m = -INFINITY, l = 0.f, acc[8] = {};
  for (int k0 = 0; k0 < seqlen_k; k0 += 8) {
    __syncwarp();
    for (int e = lane; e < 8 * HD; e += 32) {
      int r = e / HD, d = e % HD;
      bool in = k0 + r < seqlen_k;
      ks[r][d] = in ? K[(size_t)(k0 + r) * HD + d] : 0.f;
      vs[r][d] = in ? V[(size_t)(k0 + r) * HD + d] : 0.f;
    }
    __syncwarp();
    float s0 = 0.f, s1 = 0.f;
#pragma unroll 8
    for (int d = 0; d < HD; ++d) {
      s0 += qs[g][d] * ks[2 * c][d];
      s1 += qs[g][d] * ks[2 * c + 1][d];
    }
    s0 = k0 + 2 * c < seqlen_k ? s0 : -INFINITY;
    s1 = k0 + 2 * c + 1 < seqlen_k ? s1 : -INFINITY;
    if (row < seqlen_q) {
      float mx = fmaxf(s0, s1);
      mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
      mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
      float mn = fmaxf(m, mx);
      float corr = __expf(m - mn);
      float p0 = __expf(s0 - mn), p1 = __expf(s1 - mn);
      float ps = p0 + p1;
      ps += __shfl_xor_sync(0xffffffffu, ps, 1);
      ps += __shfl_xor_sync(0xffffffffu, ps, 2);
      l = l * corr + ps;
#pragma unroll
      for (int i = 0; i < 8; ++i)
        acc[i] *= corr;
#pragma unroll
      for (int kk = 0; kk < 8; ++kk) {
        float p = __shfl_sync(0xffffffffu, (kk & 1) ? p1 : p0, (lane & ~3) | (kk >> 1));
#pragma unroll
        for (int i = 0; i < 8; ++i)
          acc[i] += p * vs[kk][c * 8 + i];
      }
      m = mn;
    }
  }
  if (row < seqlen_q)
#pragma unroll
    for (int i = 0; i < 8; ++i)
      O[(size_t)row * HD + c * 8 + i] = acc[i] / l;
}
