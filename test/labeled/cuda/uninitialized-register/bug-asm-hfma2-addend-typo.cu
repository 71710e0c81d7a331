// EXPECT: uninitialized-register
// Packed half FMA in inline PTX: y = a*x + y meant to use the caller's y as
// the addend, but the addend operand is the block-local `acc`, declared for a
// second accumulation step that was later removed and never written.
#include <cuda_fp16.h>
__global__ void axpy_h2(const __half2 *x, __half2 *y, __half2 a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned xv = *reinterpret_cast<const unsigned *>(&x[i]);
  unsigned yv = *reinterpret_cast<const unsigned *>(&y[i]);
  unsigned av = *reinterpret_cast<const unsigned *>(&a);
  unsigned r;
  asm("{\n\t.reg .b32 acc;\n\t"
      "fma.rn.f16x2 %0, %1, %2, acc;\n\t}"
      : "=r"(r)
      : "r"(av), "r"(xv), "r"(yv));
  *reinterpret_cast<unsigned *>(&y[i]) = r;
}
