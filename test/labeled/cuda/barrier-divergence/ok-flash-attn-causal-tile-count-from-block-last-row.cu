// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Causal flash-attention forward with per-warp row ownership: the number of
// K/V tiles is taken from the block's last query row, the same in every
// thread, so all warps run every staging barrier; a warp whose rows end
// earlier only masks the scores past its rows.
constexpr int D = 32, BQ = 64, BK = 64;
__global__ void flash_fwd_causal_block(const float* __restrict__ Q, const float* __restrict__ K,
                                       const float* __restrict__ V, float* __restrict__ O, int seqlen) {
  __shared__ float sK[BK][D + 1], sV[BK][D + 1];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int q0 = blockIdx.x * BQ + warp * 16;
  float m[16], l[16], acc[16];
  for (int r = 0; r < 16; ++r) { m[r] = -1e30f; l[r] = 0.f; acc[r] = 0.f; }
  const int last = min(blockIdx.x * BQ + BQ - 1, seqlen - 1);
  const int ntiles = last / BK + 1;
  for (int t = 0; t < ntiles; ++t) {
    for (int i = threadIdx.x; i < BK * D; i += 128) {
      const int k = t * BK + i / D;
      sK[i / D][i % D] = k < seqlen ? K[(size_t)k * D + i % D] : 0.f;
      sV[i / D][i % D] = k < seqlen ? V[(size_t)k * D + i % D] : 0.f;
    }
    __syncthreads();
    for (int r = 0; r < 16; ++r) {
      const int q = q0 + r;
      const float qd = q < seqlen ? Q[(size_t)q * D + lane] : 0.f;
      for (int j = 0; j < BK; ++j) {
        const int k = t * BK + j;
        float s = qd * sK[j][lane];
        for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
        if (k > q || k >= seqlen) continue;
        const float mn = fmaxf(m[r], s), a = __expf(m[r] - mn), p = __expf(s - mn);
        l[r] = l[r] * a + p;
        acc[r] = acc[r] * a + p * sV[j][lane];
        m[r] = mn;
      }
    }
    __syncthreads();
  }
  for (int r = 0; r < 16; ++r)
    if (q0 + r < seqlen) O[(size_t)(q0 + r) * D + lane] = acc[r] / l[r];
}
