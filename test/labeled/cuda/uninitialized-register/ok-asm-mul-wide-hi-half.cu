// EXPECT: clean
// Fixed-point scaling of 32-bit samples: 32x32->64 multiply in inline PTX,
// unpacked into `plo`/`phi`, with the rounding carry from the low word added
// to the high word.
__global__ void scale_q31(const unsigned *__restrict__ x, unsigned *__restrict__ y, unsigned g,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned r;
  asm("{\n\t"
      ".reg .b64 prod;\n\t"
      ".reg .b32 plo, phi;\n\t"
      "mul.wide.u32 prod, %1, %2;\n\t"
      "mov.b64 {plo, phi}, prod;\n\t"
      "shr.u32 plo, plo, 31;\n\t"
      "add.u32 %0, phi, plo;\n\t"
      "}"
      : "=r"(r)
      : "r"(x[i]), "r"(g));
  y[i] = r;
}
