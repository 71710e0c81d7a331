// EXPECT: clean
// Rotary embedding with a __noinline__ fatal helper for unsupported scaling
// types: the default case calls it and nothing follows the call in that case
// (the `return` after it is a bare control transfer), the other cases fall
// out of the switch into the rotation. The helper itself is all reachable.
#include <cstdio>
__device__ __noinline__ void rope_fatal(int kind) {
  printf("rope: unsupported scaling type %d\n", kind);
  __trap();
}
__global__ void rope(const float2 *__restrict__ x, float2 *__restrict__ y,
                     const float *__restrict__ inv_freq, int kind, float factor, int half_dim) {
  const int tok = blockIdx.x, i = threadIdx.x;
  if (i >= half_dim)
    return;
  float f = inv_freq[i];
  switch (kind) {
  case 0:
    break;
  case 1:
    f /= factor;
    break;
  case 2:
    f = f / factor + (1.f - 1.f / factor) * f * 0.5f;  // blended (NTK-by-parts, simplified)
    break;
  default:
    rope_fatal(kind);
    return;
  }
  float s, c;
  __sincosf(tok * f, &s, &c);
  const float2 v = x[tok * half_dim + i];
  y[tok * half_dim + i] = make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
}
