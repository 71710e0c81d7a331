// EXPECT: clean
// Every scratch register of the conversion is written before it is read:
// bits from the input, lsb by bfe, bias from lsb, sum = bits + bias.
// Pre-sm_80 style fp32 -> bf16 conversion by hand (round to nearest even on
// the raw bits, NaNs not special-cased), used to cast activations for a
// bf16 GEMM.
__device__ __forceinline__ unsigned short f32_to_bf16_rne(float f) {
  unsigned short h;
  asm("{\n\t"
      ".reg .b32 bits, lsb, bias, sum;\n\t"
      "mov.b32 bits, %1;\n\t"
      "bfe.u32 lsb, bits, 16, 1;\n\t"     // lowest kept bit
      "add.u32 bias, lsb, 0x7fff;\n\t"    // 0x7fff + lsb: ties to even
      "add.u32 sum, bits, bias;\n\t"
      "shr.u32 sum, sum, 16;\n\t"
      "cvt.u16.u32 %0, sum;\n\t"
      "}"
      : "=h"(h)
      : "f"(f));
  return h;
}
__global__ void cast_bf16(const float *x, unsigned short *y, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    y[i] = f32_to_bf16_rne(x[i]);
}
