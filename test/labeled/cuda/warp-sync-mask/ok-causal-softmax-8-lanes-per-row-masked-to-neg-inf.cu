// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Causal attention-score softmax for 8-wide tiles: each warp holds 4 rows of
// 8 columns (lane = 8*r + c). The causal mask is applied to the value (-inf
// for c > r) instead of to control flow, so every lane of the warp runs each
// full-mask width-8 shuffle of the max and the sum.
__global__ void causal_softmax8(const float *scores, float *probs) {
  const int lane = threadIdx.x % 32;
  const int r = (blockIdx.x * 4 + threadIdx.x / 32 * 4) % 8 + lane / 8;
  const int c = lane % 8;
  const int idx = (blockIdx.x * blockDim.x + threadIdx.x);
  float s = c <= r ? scores[idx] : -INFINITY;
  float m = s;
  for (int o = 4; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o, 8));
  float e = c <= r ? __expf(s - m) : 0.f;
  float sum = e;
  for (int o = 4; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o, 8);
  probs[idx] = e / sum;
}
