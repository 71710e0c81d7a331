// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_75 sm_90
// Int8 4x4 transpose inside a quantised-weight repacking kernel: bytes of
// two words are interleaved with prmt. The author declared a register for
// the selector (to switch between the even and odd interleave later) and
// never set it: prmt.b32 reads `sel` uninitialised, so the byte shuffle is
// arbitrary. (The selector should be 0x5140 / 0x7362, immediates or a mov.)
#include <cstdint>
__device__ __forceinline__ uint32_t interleave_lo(uint32_t a, uint32_t b) {
  uint32_t r;
  asm("{\n\t.reg .b32 sel;\n\t"
      "prmt.b32 %0, %1, %2, sel;\n\t}"
      : "=r"(r)
      : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ uint32_t interleave_hi(uint32_t a, uint32_t b) {
  uint32_t r;
  asm("prmt.b32 %0, %1, %2, 0x7362;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__global__ void repack_i8_4x4(const uint4 *__restrict__ in, uint4 *__restrict__ out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const uint4 v = in[i];
  const uint32_t t0 = interleave_lo(v.x, v.y), t1 = interleave_hi(v.x, v.y);
  const uint32_t t2 = interleave_lo(v.z, v.w), t3 = interleave_hi(v.z, v.w);
  out[i] = make_uint4(__byte_perm(t0, t2, 0x5410), __byte_perm(t0, t2, 0x7632),
                      __byte_perm(t1, t3, 0x5410), __byte_perm(t1, t3, 0x7632));
}
