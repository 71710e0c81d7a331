// EXPECT: uninitialized-register
// Fixed-point scaling of 32-bit samples: a 32x32->64 multiply in inline PTX
// keeps the high word. The asm unpacks the product into `plo`/`phi`, then
// adds the rounding carry to `hi`, a second scratch register declared next
// to them but never written (BUG: a typo for `phi`).
__global__ void scale_q31(const unsigned *__restrict__ x, unsigned *__restrict__ y, unsigned g,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned r;
  asm("{\n\t"
      ".reg .b64 prod;\n\t"
      ".reg .b32 plo, phi, hi;\n\t"
      "mul.wide.u32 prod, %1, %2;\n\t"
      "mov.b64 {plo, phi}, prod;\n\t"
      "shr.u32 plo, plo, 31;\n\t"
      "add.u32 %0, hi, plo;\n\t" // BUG: meant phi
      "}"
      : "=r"(r)
      : "r"(x[i]), "r"(g));
  y[i] = r;
}
