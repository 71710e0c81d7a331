// EXPECT: clean
// MoE top-1 router, one warp per token and one lane per expert (at most 32
// experts). Lanes without an expert hold -inf (their exp is 0), so every
// lane of the warp runs the full-mask butterflies and the ballot; only the
// winning lane writes. The token test is the same in the whole warp.
__global__ void moe_top1(const float *__restrict__ logits,
                         int *__restrict__ expert, float *__restrict__ gate,
                         int tokens, int num_experts) {
  const int token = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (token >= tokens)
    return;
  float l = lane < num_experts ? logits[(size_t)token * num_experts + lane]
                               : -INFINITY;
  float m = l;
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffff, m, o));
  float e = lane < num_experts ? __expf(l - m) : 0.f;
  float s = e;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffff, s, o);
  unsigned who = __ballot_sync(0xffffffff, lane < num_experts && l == m);
  if (lane == __ffs(who) - 1) {
    expert[token] = lane;
    gate[token] = e / s;
  }
}
