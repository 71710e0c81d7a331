// EXPECT: warp-sync-mask
// MoE top-1 router, one warp per token and one lane per expert: only the
// lanes that have an expert load a logit and take part in the softmax, but
// the butterflies use the full mask. With 8 or 16 experts, lanes 8..31 or
// 16..31 never reach the shuffles the other lanes wait on.
__global__ void moe_top1(const float *__restrict__ logits,
                         int *__restrict__ expert, float *__restrict__ gate,
                         int tokens, int num_experts) {
  const int token = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (token >= tokens)
    return;
  if (lane < num_experts) {
    float l = logits[(size_t)token * num_experts + lane];
    float m = l;
    for (int o = 16; o > 0; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o)); // BUG: lanes >= num_experts are not here
    float e = __expf(l - m);
    float s = e;
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(0xffffffff, s, o);
    unsigned who = __ballot_sync(0xffffffff, l == m);
    if (lane == __ffs(who) - 1) {
      expert[token] = lane;
      gate[token] = e / s;
    }
  }
}
