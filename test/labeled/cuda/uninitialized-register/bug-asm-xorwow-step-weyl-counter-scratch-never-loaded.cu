// EXPECT: uninitialized-register
// BUG: curand-style XORWOW generator with its state in registers (five
// xorshift words and a Weyl counter d, d += 362437 per draw). The inline-PTX
// step loads the first and last xorshift words into scratch registers and
// computes t = x ^ (x >> 2), v' = (v ^ (v << 4)) ^ (t ^ (t << 1)); the new
// counter is `dn = d + 362437`, but the helper's `mov.b32 dn, %3` that should
// have copied the state's counter into `dn` first was dropped, so the add
// reads `dn` before anything wrote it.
#include <cstdint>
struct xorwow { uint32_t v[5]; uint32_t d; };
__device__ __forceinline__ uint32_t xorwow_next(xorwow &s) {
  uint32_t vn, dn_out;
  asm("{\n\t"
      ".reg .b32 t, u, dn;\n\t"
      "shr.b32 t, %2, 2;\n\t"
      "xor.b32 t, t, %2;\n\t"
      "shl.b32 u, t, 1;\n\t"
      "xor.b32 t, t, u;\n\t"
      "shl.b32 u, %4, 4;\n\t"
      "xor.b32 u, u, %4;\n\t"
      "xor.b32 %0, u, t;\n\t"
      "add.u32 dn, dn, 362437;\n\t"
      "mov.b32 %1, dn;\n\t"
      "}"
      : "=r"(vn), "=r"(dn_out)
      : "r"(s.v[0]), "r"(s.d), "r"(s.v[4]));
  s.v[0] = s.v[1]; s.v[1] = s.v[2]; s.v[2] = s.v[3]; s.v[3] = s.v[4]; s.v[4] = vn;
  s.d = dn_out;
  return vn + dn_out;
}
__global__ void mc_pi(const uint4 *__restrict__ seeds, unsigned *__restrict__ hits, int draws) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const uint4 sd = seeds[i];
  xorwow s = {{sd.x, sd.y, sd.z, sd.w, sd.x ^ 0x9E3779B9u}, 6615241u + sd.y};
  unsigned in = 0;
  for (int k = 0; k < draws; ++k) {
    const float x = xorwow_next(s) * 2.3283064e-10f, y = xorwow_next(s) * 2.3283064e-10f;
    in += x * x + y * y <= 1.f;
  }
  hits[i] = in;
}
