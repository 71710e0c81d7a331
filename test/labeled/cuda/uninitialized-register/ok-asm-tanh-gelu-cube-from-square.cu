// EXPECT: clean
// The near miss of the inline-PTX tanh GELU: x2 = x * x is computed before
// x^3 = x * x2.
#include <cuda_runtime.h>
__device__ __forceinline__ float gelu_tanh(float x) {
  float y;
  asm("{\n\t.reg .f32 x2, x3, in, t;\n\t"
      "mul.f32 x2, %1, %1;\n\t"
      "mul.f32 x3, %1, x2;\n\t"
      "fma.rn.f32 in, x3, 0f3D372713, %1;\n\t"
      "mul.f32 in, in, 0f3F4C422A;\n\t"
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
