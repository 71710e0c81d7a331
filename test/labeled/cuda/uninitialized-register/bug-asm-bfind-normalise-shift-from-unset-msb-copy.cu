// EXPECT: uninitialized-register
// Normalising a 32-bit mantissa in inline PTX (a soft-float helper): bfind
// finds the most significant set bit into `msb`; the shift amount is then
// computed from `top`, a register meant to hold a clamped copy of msb that
// was never written (BUG).
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned normalize_mantissa(unsigned m, int *exp_adj) {
  unsigned r;
  int adj;
  asm("{\n\t.reg .u32 msb, top, sh;\n\t"
      "bfind.u32 msb, %2;\n\t"
      "sub.u32 sh, 31, top;\n\t"
      "shl.b32 %0, %2, sh;\n\t"
      "neg.s32 %1, sh;\n\t}"
      : "=r"(r), "=r"(adj) : "r"(m));
  *exp_adj = adj;
  return r;
}
__global__ void normalize(unsigned *__restrict__ mant, int *__restrict__ exps, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int adj;
  const unsigned m = mant[i] | 1u;
  mant[i] = normalize_mantissa(m, &adj);
  exps[i] += adj;
}
