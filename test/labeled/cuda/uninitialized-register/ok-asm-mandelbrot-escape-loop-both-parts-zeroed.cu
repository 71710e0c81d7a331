// EXPECT: clean
// The inline-PTX Mandelbrot escape-time loop with both halves of z zeroed
// before the loop. `t`, `zr2` and `zi2` are only read after being written
// in the same trip, and the iteration count is an early-clobber output set
// before the first read.
__global__ void mandelbrot(unsigned char *img, int width, int height, float x0, float y0, float dx, int max_it) {
  int px = blockIdx.x * blockDim.x + threadIdx.x;
  int py = blockIdx.y * blockDim.y + threadIdx.y;
  if (px >= width || py >= height)
    return;
  float cr = x0 + px * dx, ci = y0 + py * dx;
  int it;
  asm("{\n\t"
      ".reg .f32 zr, zi, zr2, zi2, t;\n\t"
      ".reg .pred esc, more;\n\t"
      "mov.f32 zr, 0f00000000;\n\t"
      "mov.f32 zi, 0f00000000;\n\t"
      "mov.u32 %0, 0;\n"
      "$Lmandel:\n\t"
      "mul.f32 zr2, zr, zr;\n\t"
      "mul.f32 zi2, zi, zi;\n\t"
      "add.f32 t, zr2, zi2;\n\t"
      "setp.gt.f32 esc, t, 0f40800000;\n\t"
      "@esc bra $Ldone;\n\t"
      "mul.f32 t, zr, zi;\n\t"
      "fma.rn.f32 zi, t, 0f40000000, %3;\n\t"
      "sub.f32 t, zr2, zi2;\n\t"
      "add.f32 zr, t, %2;\n\t"
      "add.s32 %0, %0, 1;\n\t"
      "setp.lt.s32 more, %0, %1;\n\t"
      "@more bra $Lmandel;\n"
      "$Ldone:\n\t}"
      : "=&r"(it)
      : "r"(max_it), "f"(cr), "f"(ci));
  img[py * width + px] = (unsigned char)(it * 255 / max_it);
}
