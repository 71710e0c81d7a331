// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: fused dropout with a hand-written Philox-4x32-10 in inline PTX (as
// in hand-tuned fused-MHA kernels): one round computes both 64-bit products
// with mul.hi/mul.lo into scratch registers and permutes them with the keys.
// When the round was reordered, the `mul.lo.u32 lo1, ...` line was lost:
// the new c[3] is `lo1`, read unset in every round.
struct u4 { unsigned x, y, z, w; };
__device__ __forceinline__ u4 philox_round(u4 c, unsigned k0, unsigned k1) {
  u4 r;
  asm("{\n\t.reg .u32 hi0, lo0, hi1, lo1;\n\t"
      "mul.hi.u32 hi0, %4, 0xD2511F53;\n\t"
      "mul.lo.u32 lo0, %4, 0xD2511F53;\n\t"
      "mul.hi.u32 hi1, %6, 0xCD9E8D57;\n\t"
      "xor.b32 %0, hi1, %5;\n\t"
      "xor.b32 %0, %0, %8;\n\t"
      "mov.b32 %1, lo1;\n\t"
      "xor.b32 %2, hi0, %7;\n\t"
      "xor.b32 %2, %2, %9;\n\t"
      "mov.b32 %3, lo0;\n\t}"
      : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w)
      : "r"(c.x), "r"(c.y), "r"(c.z), "r"(c.w), "r"(k0), "r"(k1));
  return r;
}
__device__ __forceinline__ u4 philox10(u4 c, unsigned k0, unsigned k1) {
#pragma unroll
  for (int i = 0; i < 10; ++i) {
    c = philox_round(c, k0, k1);
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return c;
}
__global__ void __launch_bounds__(256)
dropout4(const float4 *__restrict__ x, float4 *__restrict__ y, unsigned char *__restrict__ mask,
         unsigned long long seed, unsigned long long offset, float p, int n4) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4) return;
  const unsigned long long ctr = offset + i;
  const u4 r = philox10(u4{(unsigned)ctr, (unsigned)(ctr >> 32), 0u, 0u}, (unsigned)seed,
                        (unsigned)(seed >> 32));
  const float scale = 1.f / (1.f - p);
  const unsigned thr = (unsigned)(p * 4294967296.0f);
  const float4 v = x[i];
  const bool k0 = r.x >= thr, k1 = r.y >= thr, k2 = r.z >= thr, k3 = r.w >= thr;
  y[i] = make_float4(k0 ? v.x * scale : 0.f, k1 ? v.y * scale : 0.f,
                     k2 ? v.z * scale : 0.f, k3 ? v.w * scale : 0.f);
  mask[i] = (unsigned char)(k0 | k1 << 1 | k2 << 2 | k3 << 3);
}
