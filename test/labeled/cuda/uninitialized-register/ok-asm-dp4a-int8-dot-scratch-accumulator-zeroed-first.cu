// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Int8 GEMV inner product: a helper dots two int8x8 vectors (two packed
// words each) with two dp4a in inline asm, chaining through a scratch
// accumulator declared in the asm block, which the block zeroes before the
// first dp4a. The helper runs inside the K loop; each entry of the asm block
// starts the scratch register again, and here it is written before it is
// read. Near miss of a scratch accumulator that is never zeroed.
#include <cstdint>
__device__ __forceinline__ int dot8_i8(uint2 a, uint2 b) {
  int r;
  asm("{\n\t.reg .s32 acc;\n\t"
      "mov.s32 acc, 0;\n\t"
      "dp4a.s32.s32 acc, %1, %3, acc;\n\t"
      "dp4a.s32.s32 acc, %2, %4, acc;\n\t"
      "mov.b32 %0, acc;\n\t}"
      : "=r"(r)
      : "r"(a.x), "r"(a.y), "r"(b.x), "r"(b.y));
  return r;
}
__global__ void gemv_i8(const uint2 *__restrict__ W, const uint2 *__restrict__ x,
                        const float *__restrict__ scale, float *__restrict__ y, int k8) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  for (int k = 0; k < k8; ++k)
    acc += dot8_i8(W[(size_t)row * k8 + k], x[k]);
  y[row] = acc * scale[row];
}
