// EXPECT: clean
// Grid-stride dot product with the fused step in inline PTX: the running sum
// lives in a C++ variable passed as a "+f" operand, so the value carries
// from one asm statement to the next; the asm-local temp `p` is written by
// mul before the add reads it.
__global__ void dot_gs(const float *__restrict__ a, const float *__restrict__ b,
                       float *__restrict__ out, int n) {
  float acc = 0.f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    asm volatile("{\n\t.reg .f32 p;\n\t"
                 "mul.rn.f32 p, %1, %2;\n\t"
                 "add.rn.f32 %0, %0, p;\n\t}"
                 : "+f"(acc)
                 : "f"(a[i]), "f"(b[i]));
  }
  atomicAdd(out, acc);
}
