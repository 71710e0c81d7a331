// EXPECT: uninitialized-register
// Hand-rolled Philox4x32-10 (the curand generator) for Monte Carlo path
// generation. One round in inline PTX: hi/lo products of counter words 0
// and 2 with the two multipliers, then the xor with the key. The second
// mul.lo was copy-pasted from the fourth and still writes lo1, so lo0 --
// the new counter word 3 -- is read without ever being written.
#define PHILOX_M0 0xD2511F53u
#define PHILOX_M1 0xCD9E8D57u
#define PHILOX_W0 0x9E3779B9u
#define PHILOX_W1 0xBB67AE85u

__device__ __forceinline__ uint4 philox_round(uint4 c, uint2 k) {
  uint4 r;
  asm("{\n\t.reg .u32 hi0, lo0, hi1, lo1;\n\t"
      "mul.hi.u32 hi0, %4, 0xD2511F53;\n\t"
      "mul.lo.u32 lo1, %4, 0xD2511F53;\n\t" // BUG: should write lo0
      "mul.hi.u32 hi1, %6, 0xCD9E8D57;\n\t"
      "mul.lo.u32 lo1, %6, 0xCD9E8D57;\n\t"
      "xor.b32 %0, hi1, %5;\n\t"
      "xor.b32 %0, %0, %8;\n\t"
      "mov.b32 %1, lo1;\n\t"
      "xor.b32 %2, hi0, %7;\n\t"
      "xor.b32 %2, %2, %9;\n\t"
      "mov.b32 %3, lo0;\n\t}"
      : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
      : "r"(c.x), "r"(c.y), "r"(c.z), "r"(c.w), "r"(k.x), "r"(k.y));
  return r;
}

__device__ uint4 philox10(uint4 c, uint2 k) {
#pragma unroll
  for (int i = 0; i < 10; ++i) {
    c = philox_round(c, k);
    k.x += PHILOX_W0;
    k.y += PHILOX_W1;
  }
  return c;
}

__global__ void gbm_terminal(unsigned long long seed, int steps, float s0, float drift, float vol,
                             float *__restrict__ st, int npaths) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npaths)
    return;
  const uint2 key = make_uint2((unsigned)seed, (unsigned)(seed >> 32));
  float logs = logf(s0);
  for (int t = 0; t < steps; t += 2) {
    const uint4 r = philox10(make_uint4((unsigned)t, 0u, (unsigned)p, 0u), key);
    const float u1 = (r.x + 0.5f) * 2.3283064e-10f, u2 = (r.y + 0.5f) * 2.3283064e-10f;
    const float rad = sqrtf(-2.f * logf(u1));
    logs += drift + vol * rad * cospif(2.f * u2);
    if (t + 1 < steps)
      logs += drift + vol * rad * sinpif(2.f * u2);
  }
  st[p] = expf(logs);
}
