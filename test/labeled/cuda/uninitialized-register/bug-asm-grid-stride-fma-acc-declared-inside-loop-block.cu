// EXPECT: uninitialized-register
// Grid-stride dot product whose inner step was hand-written in inline PTX
// with the running sum kept in an asm-local register `acc`, zeroed "once"
// in a separate asm statement before the loop. BUG: every asm block's
// `{ .reg .f32 acc; }` is a fresh register, so the fma reads an acc nothing
// in its own block wrote; the sum never carries between statements.
__global__ void dot_gs(const float *__restrict__ a, const float *__restrict__ b,
                       float *__restrict__ out, int n) {
  float r = 0.f;
  asm volatile("{\n\t.reg .f32 acc;\n\tmov.f32 acc, 0f00000000;\n\t}");
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    asm volatile("{\n\t.reg .f32 acc;\n\t"
                 "fma.rn.f32 acc, %1, %2, acc;\n\t"  // BUG: acc never written in this block
                 "add.f32 %0, %0, acc;\n\t}"
                 : "+f"(r)
                 : "f"(a[i]), "f"(b[i]));
  }
  atomicAdd(out, r);
}
