// EXPECT: clean
// The four-tap filter with all four taps loaded before the sums.
__global__ void taps(const float *x, float *y) {
  const float *p = x + blockIdx.x * blockDim.x + threadIdx.x;
  float r;
  asm volatile("{\n\t.reg .f32 t<4>;\n\t"
               "ld.global.f32 t0, [%1];\n\t"
               "ld.global.f32 t1, [%1+4];\n\t"
               "ld.global.f32 t2, [%1+8];\n\t"
               "ld.global.f32 t3, [%1+12];\n\t"
               "add.f32 t0, t0, t1;\n\t"
               "add.f32 t2, t2, t3;\n\t"
               "add.f32 %0, t0, t2;\n\t}"
               : "=f"(r)
               : "l"(p));
  y[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
