// EXPECT: unreachable-code
// Rotary embedding with a scaling-type switch. Unsupported scaling types go
// to a __noinline__ fatal helper that prints and traps (never returns). BUG:
// the author added a "fallback" store of the unrotated value after the call,
// believing the trap is compiled out in release builds; the helper always
// traps, so that store is dead.
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
    f /= factor;  // linear
    break;
  default:
    rope_fatal(kind);
    y[tok * half_dim + i] = x[tok * half_dim + i];  // BUG: never runs
    return;
  }
  float s, c;
  __sincosf(tok * f, &s, &c);
  const float2 v = x[tok * half_dim + i];
  y[tok * half_dim + i] = make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
}
