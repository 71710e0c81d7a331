// EXPECT: clean
// The near miss of the soft-float normalisation: the shift amount is
// 31 - msb, the bfind result itself (the input is never zero: bit 0 is set).
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned normalize_mantissa(unsigned m, int *exp_adj) {
  unsigned r;
  int adj;
  asm("{\n\t.reg .u32 msb, sh;\n\t"
      "bfind.u32 msb, %2;\n\t"
      "sub.u32 sh, 31, msb;\n\t"
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
