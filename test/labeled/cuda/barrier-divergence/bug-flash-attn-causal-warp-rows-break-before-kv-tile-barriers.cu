// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Causal flash-attention forward with per-warp row ownership: the block
// holds 64 query rows, 16 per warp, and streams 64-key K/V tiles through
// shared memory with online softmax. A warp stops at the first key tile past
// its own last row (BUG): the block's later warps still load those tiles and
// wait at the staging barriers the finished warps never reach.
constexpr int D = 32, BQ = 64, BK = 64;
__global__ void flash_fwd_causal(const float* __restrict__ Q, const float* __restrict__ K,
                                 const float* __restrict__ V, float* __restrict__ O, int seqlen) {
  __shared__ float sK[BK][D + 1], sV[BK][D + 1];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int q0 = blockIdx.x * BQ + warp * 16;
  float m[16], l[16], acc[16];
  for (int r = 0; r < 16; ++r) { m[r] = -1e30f; l[r] = 0.f; acc[r] = 0.f; }
  const int ntiles = (seqlen + BK - 1) / BK;
  for (int t = 0; t < ntiles; ++t) {
    if (t * BK > q0 + 15) break;  // BUG: decided per warp
    for (int i = threadIdx.x; i < BK * D; i += 128) {
      const int k = t * BK + i / D;
      sK[i / D][i % D] = k < seqlen ? K[(size_t)k * D + i % D] : 0.f;
      sV[i / D][i % D] = k < seqlen ? V[(size_t)k * D + i % D] : 0.f;
    }
    __syncthreads();
    for (int r = 0; r < 16; ++r) {
      const int q = q0 + r;
      const float qd = Q[(size_t)q * D + lane];
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
