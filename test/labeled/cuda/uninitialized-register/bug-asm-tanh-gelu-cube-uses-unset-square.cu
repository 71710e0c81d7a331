// EXPECT: uninitialized-register
// Tanh-approximated GELU in inline PTX: x^3 is computed as x * x2, but the
// line that squares x into x2 was lost when the code was switched to an fma
// form (BUG: x2 is declared and read, never written).
#include <cuda_runtime.h>
__device__ __forceinline__ float gelu_tanh(float x) {
  float y;
  asm("{\n\t.reg .f32 x2, x3, in, t;\n\t"
      "mul.f32 x3, %1, x2;\n\t"
      "fma.rn.f32 in, x3, 0f3D372713, %1;\n\t"  // x + 0.044715 x^3
      "mul.f32 in, in, 0f3F4C422A;\n\t"          // * sqrt(2/pi)
      "tanh.approx.f32 t, in;\n\t"
      "add.f32 t, t, 0f3F800000;\n\t"
      "mul.f32 t, t, 0f3F000000;\n\t"
      "mul.f32 %0, t, %1;\n\t}"
      : "=f"(y) : "f"(x));
  return y;
}
__global__ void gelu_inplace(float *__restrict__ v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    v[i] = gelu_tanh(v[i]);
}
