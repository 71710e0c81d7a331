// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Beam search decode, one block per sentence and one warp per beam. Each step
// scores the vocabulary slice and merges the per-warp bests through shared
// memory. A warp whose beam has emitted end-of-sequence `break`s out of the
// step loop, but the other beams still run the step's __syncthreads(): the
// finished warp never arrives again.
__global__ void beam_step_loop(const float *logits, const int *eos_step, float *best, int vocab,
                               int steps) {
  __shared__ float wbest[4];
  const int beam = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int done_at = eos_step[blockIdx.x * 4 + beam];
  for (int s = 0; s < steps; ++s) {
    if (s >= done_at)
      break;
    const float *row = logits + ((size_t)(blockIdx.x * steps + s) * 4 + beam) * vocab;
    float m = -1e30f;
    for (int v = lane; v < vocab; v += 32)
      m = fmaxf(m, row[v]);
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
