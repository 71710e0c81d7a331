// EXPECT: clean
// ARCHS: sm_90
// Dequantising GEMV over fp8 (e4m3) weights with one fp32 scale per group of
// 128 weights. The inline-PTX helper widens two e4m3 weights to f16x2,
// converts the fp32 scale to the half `sc`, duplicates it into both halves
// (`mov.b32 s2, {sc, sc}`) and multiplies: every scratch is written first.
#include <cuda_fp16.h>
#include <cstdint>
__device__ __forceinline__ __half2 deq2(uint16_t w2, float scale) {
  uint32_t r;
  asm("{\n\t"
      ".reg .b16 sc;\n\t"
      ".reg .b32 h2, s2;\n\t"
      "cvt.rn.f16x2.e4m3x2 h2, %1;\n\t"
      "cvt.rn.f16.f32 sc, %2;\n\t"
      "mov.b32 s2, {sc, sc};\n\t"
      "mul.rn.f16x2 %0, h2, s2;\n\t"
      "}"
      : "=r"(r) : "h"(w2), "f"(scale));
  return *reinterpret_cast<__half2 *>(&r);
}
__global__ void fp8_gemv(const uint16_t *__restrict__ W, const float *__restrict__ scales,
                         const __half2 *__restrict__ x, float *__restrict__ y, int k2) {
  const int row = blockIdx.x, lane = threadIdx.x;
  float acc = 0.f;
  for (int j = lane; j < k2; j += 32) {
    const __half2 p = __hmul2(deq2(W[(size_t)row * k2 + j], scales[(size_t)row * (k2 / 64) + j / 64]), x[j]);
    acc += __low2float(p) + __high2float(p);
  }
  for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0) y[row] = acc;
}
