// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: Viterbi decoding of a 20-state HMM, one warp per sequence, lane s
// owning state s. For every step each state takes the best predecessor
// (max over 20 of delta[p] + logA[p][s]) and the warp then finds the step's
// best state for the running normaliser with a full-mask xor-shuffle max.
// Only the predecessor search is guarded by `lane < S`; the padding lanes
// offer -inf and take part in every full-mask shuffle.
#define S 20
__global__ void __launch_bounds__(128)
viterbi(const float *__restrict__ logA, const float *__restrict__ logB,
        const int *__restrict__ obs, unsigned char *__restrict__ bp,
        float *__restrict__ norm, int T, int nseq) {
  __shared__ float delta[4][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  const int seq = blockIdx.x * 4 + warp;
  if (seq >= nseq) return;
  const int *o = obs + (size_t)seq * T;
  delta[warp][lane] = lane < S ? logB[lane * 64 + o[0]] : -INFINITY;
  float logz = 0.f;
  for (int t = 1; t < T; ++t) {
    __syncwarp();
    float best = -INFINITY;
    if (lane < S) {
      int arg = 0;
      for (int p = 0; p < S; ++p) {
        const float v = delta[warp][p] + logA[p * S + lane];
        if (v > best) { best = v; arg = p; }
      }
      bp[((size_t)seq * T + t) * S + lane] = (unsigned char)arg;
      best += logB[lane * 64 + o[t]];
    }
    float m = best;
    for (int k = 16; k > 0; k >>= 1) m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, k));
    logz += m;
    __syncwarp();
    delta[warp][lane] = lane < S ? best - m : -INFINITY;
  }
  if (lane == 0) norm[seq] = logz;
}
