// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Causal attention-score softmax for 8-wide tiles: each warp holds 4 rows of
// 8 columns (lane = 8*r + c). The row maximum is taken with width-8 xor
// shuffles, but only inside if (c <= r) so that masked scores are skipped
// (BUG): in row 0 only lane 0 runs the shuffles, whose full mask names all
// 32 lanes; the masked lanes never arrive (and the partners are missing).
__global__ void causal_softmax8(const float *scores, float *probs) {
  const int lane = threadIdx.x % 32;
  const int r = (blockIdx.x * 4 + threadIdx.x / 32 * 4) % 8 + lane / 8;
  const int c = lane % 8;
  const int idx = (blockIdx.x * blockDim.x + threadIdx.x);
  float s = scores[idx];
  float m = s;
  if (c <= r) {  // BUG: shuffles below need all 32 lanes
    for (int o = 4; o > 0; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o, 8));
  }
  float e = c <= r ? __expf(s - m) : 0.f;
  float sum = e;
  for (int o = 4; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o, 8);
  probs[idx] = e / sum;
}
