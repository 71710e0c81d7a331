// EXPECT: uninitialized-register
// Online-softmax rescale in inline PTX (exp(x - m) as ex2((x - m) * log2e)):
// BUG: the fma writes its result into `t` but the ex2 reads `u`, a second
// scratch register left over from an earlier version that also computed the
// correction factor; nothing writes `u`, so every probability is ex2 of
// garbage.
__device__ __forceinline__ float exp_shifted(float x, float m) {
  float r;
  asm("{\n\t"
      ".reg .f32 t, u;\n\t"
      "sub.f32 t, %1, %2;\n\t"
      "mul.f32 t, t, 0f3FB8AA3B;\n\t"  // * log2(e)
      "ex2.approx.ftz.f32 %0, u;\n\t"  // BUG: meant t
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
