// EXPECT: clean
// ARCHS: sm_86 sm_120 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=32
// OK: top-p renormalisation with one warp per row and the chunk loop
// warp-uniform (`for (base = 0; base < vocab; base += 32)`): lanes past the
// end load 0 and still take part in every full-mask scan step and
// broadcast.
__global__ void __launch_bounds__(32)
    top_p_mask(const float *__restrict__ sorted_probs, float *__restrict__ kept, int vocab, float top_p) {
  const int lane = threadIdx.x;
  const float *row = sorted_probs + (size_t)blockIdx.x * vocab;
  float carry = 0.f;
  for (int base = 0; base < vocab; base += 32) {
    const int i = base + lane;
    const float p = i < vocab ? row[i] : 0.f;
    float v = p;
#pragma unroll
    for (int o = 1; o < 32; o <<= 1) {
      const float u = __shfl_up_sync(0xffffffffu, v, o);
      if (lane >= o)
        v += u;
    }
    if (i < vocab)
      kept[(size_t)blockIdx.x * vocab + i] = carry + v - p < top_p ? p : 0.f;
    carry += __shfl_sync(0xffffffffu, v, 31);
  }
}
