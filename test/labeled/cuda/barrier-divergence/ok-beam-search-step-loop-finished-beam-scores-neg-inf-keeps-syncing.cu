// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Beam search decode, one block per sentence and one warp per beam. A warp
// whose beam has emitted end-of-sequence stays in the step loop and offers
// -inf instead of leaving, so all four warps run every step's two
// __syncthreads(); the step count is the block's.
__global__ void beam_step_loop_masked(const float *logits, const int *eos_step, float *best,
                                      int vocab, int steps) {
  __shared__ float wbest[4];
  const int beam = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int done_at = eos_step[blockIdx.x * 4 + beam];
  for (int s = 0; s < steps; ++s) {
    float m = -1e30f;
    if (s < done_at) {
      const float *row = logits + ((size_t)(blockIdx.x * steps + s) * 4 + beam) * vocab;
      for (int v = lane; v < vocab; v += 32)
        m = fmaxf(m, row[v]);
    }
    for (int o = 16; o; o >>= 1)
      m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
    if (lane == 0)
      wbest[beam] = m;
    __syncthreads();
    if (threadIdx.x == 0)
      best[blockIdx.x * steps + s] =
          fmaxf(fmaxf(wbest[0], wbest[1]), fmaxf(wbest[2], wbest[3]));
    __syncthreads();
  }
}
