// EXPECT: uninitialized-register
// Rotary position embedding: each thread rotates one (even, odd) pair of a
// query vector by angle pos * theta_i. The fast sin/cos helper is one inline
// PTX block with two outputs, but only the sin.approx line was written (BUG):
// the cos output register is never set by the asm, and the rotation reads it.
__device__ __forceinline__ void fast_sincos(float a, float &s, float &c) {
  asm("sin.approx.ftz.f32 %0, %2;" : "=f"(s), "=f"(c) : "f"(a));  // BUG: no cos.approx for %1
}
__global__ void rope(float2 *__restrict__ q, const int *__restrict__ positions, int half_dim,
                     float log_base) {
  const int tok = blockIdx.x, i = threadIdx.x;
  if (i >= half_dim)
    return;
  const float theta = __expf(-log_base * (2.f * i) / (2.f * half_dim));
  float s, c;
  fast_sincos(positions[tok] * theta, s, c);
  float2 v = q[tok * half_dim + i];
  q[tok * half_dim + i] = make_float2(v.x * c - v.y * s, v.x * s + v.y * c);
}
