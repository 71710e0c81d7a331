// EXPECT: clean
// An online-softmax row pass with one inline-PTX step per element: the running
// max and sum are C++ variables passed as "+f" operands, initialised before the
// loop, so every register the asm block reads is written first.
__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ lse, int n) {
  const float *r = x + (size_t)blockIdx.x * n;
  float m = -1e30f, l = 0.f;
  for (int j = threadIdx.x; j < n; j += blockDim.x) {
    asm volatile("{\n\t.reg .f32 mn, e, c;\n\t"
                 "max.f32 mn, %0, %2;\n\t"
                 "sub.f32 c, %0, mn;\n\t"
                 "ex2.approx.f32 c, c;\n\t"
                 "sub.f32 e, %2, mn;\n\t"
                 "ex2.approx.f32 e, e;\n\t"
                 "fma.rn.f32 %1, %1, c, e;\n\t"
                 "mov.f32 %0, mn;\n\t}"
                 : "+f"(m), "+f"(l)
                 : "f"(r[j] * 1.4426950f));
  }
  lse[blockIdx.x * blockDim.x + threadIdx.x] = m + __log2f(l);
}
