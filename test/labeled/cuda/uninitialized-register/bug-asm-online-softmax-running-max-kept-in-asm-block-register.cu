// EXPECT: uninitialized-register
// BUG: an online-softmax row pass written with one inline-PTX step per element.
// The running max `m` and sum `l` were declared inside the asm block as if they
// persisted between calls; a `{ }` register is a new register each time the
// block is entered, so `max.f32 mn, m, x` reads a register no path has
// written. They must be "+f" operands kept in C++ variables.
__global__ void softmax_rows(const float *__restrict__ x, float *__restrict__ lse, int n) {
  const float *r = x + (size_t)blockIdx.x * n;
  float out = 0.f;
  for (int j = threadIdx.x; j < n; j += blockDim.x) {
    asm volatile("{\n\t.reg .f32 m, l, mn, e, c;\n\t"
                 "max.f32 mn, m, %1;\n\t"
                 "sub.f32 c, m, mn;\n\t"
                 "ex2.approx.f32 c, c;\n\t"
                 "sub.f32 e, %1, mn;\n\t"
                 "ex2.approx.f32 e, e;\n\t"
                 "fma.rn.f32 l, l, c, e;\n\t"
                 "mov.f32 m, mn;\n\t"
                 "lg2.approx.f32 %0, l;\n\t"
                 "add.f32 %0, %0, m;\n\t}"
                 : "=f"(out)
                 : "f"(r[j] * 1.4426950f));
  }
  lse[blockIdx.x * blockDim.x + threadIdx.x] = out;
}
