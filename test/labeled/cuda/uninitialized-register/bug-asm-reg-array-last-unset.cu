// EXPECT: uninitialized-register
// A four-tap filter in inline PTX with a register array t<4>: the loads fill
// t0..t2 (the fourth load was dropped when the filter was shortened), but the
// sum still adds t3.
__global__ void taps(const float *x, float *y) {
  const float *p = x + blockIdx.x * blockDim.x + threadIdx.x;
  float r;
  asm volatile("{\n\t.reg .f32 t<4>;\n\t"
               "ld.global.f32 t0, [%1];\n\t"
               "ld.global.f32 t1, [%1+4];\n\t"
               "ld.global.f32 t2, [%1+8];\n\t"
               "add.f32 t0, t0, t1;\n\t"
               "add.f32 t2, t2, t3;\n\t"
               "add.f32 %0, t0, t2;\n\t}"
               : "=f"(r)
               : "l"(p));
  y[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
