// EXPECT: uninitialized-register
// Sanitising non-finite activations in inline PTX: testp.finite sets
// predicate `p`, but the selp that picks the value or zero reads `q`, a
// second predicate declared for an older two-test version (BUG: q is never
// set).
#include <cuda_runtime.h>
__device__ __forceinline__ float zero_nonfinite(float x) {
  float y;
  asm("{\n\t.reg .pred p, q;\n\t"
      "testp.finite.f32 p, %1;\n\t"
      "selp.f32 %0, %1, 0f00000000, q;\n\t}"
      : "=f"(y) : "f"(x));
  return y;
}
__global__ void sanitize(float *__restrict__ act, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) act[i] = zero_nonfinite(act[i]);
}
