// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=128
// Online softmax over a row streamed in 32-element chunks, one warp per row:
// when a chunk raises the running max, the running sum must be rescaled by
// exp2(m_old - m_new). The update is inline PTX that skips the rescale when
// the max did not change; the skip lost its predicate (`bra.uni` instead of
// `@!p bra.uni`) (BUG): the rescale is never executed and ptxas drops it.
__global__ void online_softmax_asm(const float* __restrict__ x, float* __restrict__ lse, int cols) {
  const int lane = threadIdx.x & 31;
  const int row = blockIdx.x * 4 + (threadIdx.x >> 5);
  const float* r = x + (size_t)row * cols;
  float m = -1e30f, s = 0.f;
  for (int c = 0; c < cols; c += 32) {
    float v = c + lane < cols ? r[c + lane] * 1.4426950f : -1e30f;
    float cm = v;
    for (int o = 16; o > 0; o >>= 1) cm = fmaxf(cm, __shfl_xor_sync(0xffffffffu, cm, o));
    asm("{\n\t.reg .pred p;\n\t.reg .f32 mn, d, e;\n\t"
        "max.f32 mn, %0, %2;\n\t"
        "setp.gt.f32 p, mn, %0;\n\t"
        "bra.uni SKIP;\n\t"
        "sub.f32 d, %0, mn;\n\t"
        "ex2.approx.f32 e, d;\n\t"
        "mul.f32 %1, %1, e;\n\t"
        "SKIP:\n\t"
        "mov.f32 %0, mn;\n\t}"
        : "+f"(m), "+f"(s)
        : "f"(cm));
    float e = exp2f(v - m);
    for (int o = 16; o > 0; o >>= 1) e += __shfl_xor_sync(0xffffffffu, e, o);
    s += e;
  }
  if (lane == 0) lse[row] = (m + log2f(s)) * 0.6931472f;
}
