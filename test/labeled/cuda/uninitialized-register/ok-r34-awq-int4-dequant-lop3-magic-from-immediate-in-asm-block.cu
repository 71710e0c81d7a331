// EXPECT: clean
// ARCHS: sm_80 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// OK: AWQ/Marlin-like int4 -> fp16 dequantisation: the lop3 that ORs the
// nibbles into the exponent of 1024.0 takes its magic from a scratch
// register of the asm block, set from an immediate on the line before; the
// two halves are then de-biased with sub.f16x2. Every scratch register is
// written before it is read.
#include <cuda_fp16.h>
#include <cstdint>
__device__ __forceinline__ uint2 dequant_int4x4(uint32_t q) {
  uint2 r;
  asm("{\n\t.reg .b32 magic, bias, t0, t1;\n\t"
      "mov.b32 magic, 0x64006400;\n\t"
      "mov.b32 bias, 0x64086408;\n\t"
      "lop3.b32 t0, %2, 0x000f000f, magic, 0xea;\n\t"
      "shr.u32 t1, %2, 4;\n\t"
      "lop3.b32 t1, t1, 0x000f000f, magic, 0xea;\n\t"
      "sub.f16x2 %0, t0, bias;\n\t"
      "sub.f16x2 %1, t1, bias;\n\t}"
      : "=r"(r.x), "=r"(r.y)
      : "r"(q));
  return r;
}
__global__ void __launch_bounds__(128)
    awq_gemv(const uint32_t *__restrict__ qw, const __half *__restrict__ scales, const __half2 *__restrict__ x,
             float *__restrict__ y, int kwords) {
  const int row = blockIdx.x * 128 + threadIdx.x;
  float acc = 0.f;
  for (int k = 0; k < kwords; ++k) {
    const uint2 d = dequant_int4x4(qw[(size_t)row * kwords + k]);
    const __half2 s = __half2half2(scales[(size_t)row * (kwords / 16) + k / 16]);
    const float2 a = __half22float2(__hmul2(*reinterpret_cast<const __half2 *>(&d.x), s));
    const float2 b = __half22float2(__hmul2(*reinterpret_cast<const __half2 *>(&d.y), s));
    const float2 x0 = __half22float2(x[2 * k]), x1 = __half22float2(x[2 * k + 1]);
    acc += a.x * x0.x + a.y * x0.y + b.x * x1.x + b.y * x1.y;
  }
  y[row] = acc;
}
