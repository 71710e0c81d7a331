// EXPECT: clean
// Packed half FMA chain in inline PTX: a scratch accumulator is started from
// the caller's y and updated twice.
#include <cuda_fp16.h>
__global__ void poly_h2(const __half2 *x, __half2 *y, __half2 a, __half2 b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned xv = *reinterpret_cast<const unsigned *>(&x[i]);
  unsigned yv = *reinterpret_cast<const unsigned *>(&y[i]);
  unsigned av = *reinterpret_cast<const unsigned *>(&a);
  unsigned bv = *reinterpret_cast<const unsigned *>(&b);
  unsigned r;
  asm("{\n\t.reg .b32 acc;\n\t"
      "mov.b32 acc, %3;\n\t"
      "fma.rn.f16x2 acc, %1, %2, acc;\n\t"
      "fma.rn.f16x2 %0, %4, %2, acc;\n\t}"
      : "=r"(r)
      : "r"(av), "r"(xv), "r"(yv), "r"(bv));
  *reinterpret_cast<unsigned *>(&y[i]) = r;
}
