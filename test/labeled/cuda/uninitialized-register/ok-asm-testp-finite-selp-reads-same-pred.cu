// EXPECT: clean
// The near miss of the inline-PTX sanitiser: selp reads the predicate that
// testp.finite wrote.
#include <cuda_runtime.h>
__device__ __forceinline__ float zero_nonfinite(float x) {
  float y;
  asm("{\n\t.reg .pred p;\n\t"
      "testp.finite.f32 p, %1;\n\t"
      "selp.f32 %0, %1, 0f00000000, p;\n\t}"
      : "=f"(y) : "f"(x));
  return y;
}
__global__ void sanitize(float *__restrict__ act, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) act[i] = zero_nonfinite(act[i]);
}
