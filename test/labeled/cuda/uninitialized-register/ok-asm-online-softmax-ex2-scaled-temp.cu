// EXPECT: clean
// Online softmax with exp(x - m) computed in inline PTX as ex2((x - m) *
// log2e): the scoped scratch t is written by the sub and the mul before the
// ex2 reads it. Rows start at m = -inf; exp_shifted(-inf, mn) is ex2(-inf) =
// 0 for a finite mn, and the first column makes mn finite for every lane
// that has a column (cols >= 32 is a precondition of the launch).
__device__ __forceinline__ float exp_shifted(float x, float m) {
  float r;
  asm("{\n\t"
      ".reg .f32 t;\n\t"
      "sub.f32 t, %1, %2;\n\t"
      "mul.f32 t, t, 0f3FB8AA3B;\n\t"
      "ex2.approx.ftz.f32 %0, t;\n\t"
      "}"
      : "=f"(r)
      : "f"(x), "f"(m));
  return r;
}
__global__ void softmax_rows(const float *__restrict__ s, float *__restrict__ p, int cols) {
  const int lane = threadIdx.x % 32;
  const float *row = s + (size_t)blockIdx.x * cols;
  float m = -INFINITY, l = 0.f;
  for (int c = lane; c < cols; c += 32) {
    const float x = row[c];
    const float mn = fmaxf(m, x);
    l = l * exp_shifted(m, mn) + exp_shifted(x, mn);
    m = mn;
  }
  for (int o = 16; o > 0; o >>= 1) {
    const float mo = __shfl_xor_sync(0xffffffffu, m, o);
    const float lo = __shfl_xor_sync(0xffffffffu, l, o);
    const float mn = fmaxf(m, mo);
    l = l * exp_shifted(m, mn) + lo * exp_shifted(mo, mn);
    m = mn;
  }
  for (int c = lane; c < cols; c += 32)
    p[(size_t)blockIdx.x * cols + c] = exp_shifted(row[c], m) / l;
}
