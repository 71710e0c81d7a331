// EXPECT: warp-sync-mask
// ARCHS: sm_86 sm_120 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=32
// BUG: top-p renormalisation with one warp per row: the warp walks the
// sorted probabilities 32 at a time and keeps a running inclusive prefix
// with a full-mask __shfl_up_sync scan. The loop was written lane-strided
// (`for (i = lane; i < vocab; i += 32)`), so on the last chunk of a
// vocabulary that is no multiple of 32 the lanes past the end have left
// the loop while the others shuffle with a mask naming all 32.
__global__ void __launch_bounds__(32)
    top_p_mask(const float *__restrict__ sorted_probs, float *__restrict__ kept, int vocab, float top_p) {
  const int lane = threadIdx.x;
  const float *row = sorted_probs + (size_t)blockIdx.x * vocab;
  float carry = 0.f;
  for (int i = lane; i < vocab; i += 32) {
    float v = row[i];
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      const float u = __shfl_up_sync(0xffffffffu, v, o);
      if (lane >= o)
        v += u;
    }
    const float incl = carry + v;
    kept[(size_t)blockIdx.x * vocab + i] = incl - row[i] < top_p ? row[i] : 0.f;
    carry += __shfl_sync(0xffffffffu, v, 31);
  }
}
