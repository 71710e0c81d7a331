// EXPECT: clean
// Per-warp top-k over 32 candidate scores (one per lane): each round finds
// the warp maximum with a butterfly, the lowest lane holding it writes it out
// and replaces its candidate with -inf; every lane stays in the loop, whose
// trip count k is a kernel parameter, so the full-mask shuffles and ballots
// always see the whole warp.
__global__ void warp_topk(const float *__restrict__ scores,
                          float *__restrict__ top_val, int *__restrict__ top_idx,
                          int k) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  float v = scores[warp * 32 + lane];
  for (int r = 0; r < k; ++r) {
    float m = v;
    for (int o = 16; o > 0; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
    unsigned holders = __ballot_sync(0xffffffff, v == m);
    if (lane == __ffs(holders) - 1) {
      top_val[warp * k + r] = v;
      top_idx[warp * k + r] = warp * 32 + lane;
      v = -INFINITY;
    }
  }
}
