// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// int4 weight-only GEMV (Marlin/AWQ-like), built with separate compilation.
// The extern helper splits a word of eight 4-bit weights into two words of
// 8-bit lanes with inline PTX: `lo` takes the low nibbles, `hi` the high
// nibbles, and two prmt interleave them; both scratch registers are written
// before the prmt reads them.
__device__ uint2 split_nibbles(unsigned w);
__global__ void __launch_bounds__(128)
    int4_gemv(const unsigned *__restrict__ Wq, const char4 *__restrict__ x, float *__restrict__ y, const float *scale,
              int kwords) {
  const int row = blockIdx.x * 128 + threadIdx.x;
  int acc = 0;
  for (int k = 0; k < kwords; ++k) {
    const uint2 b = split_nibbles(Wq[(size_t)row * kwords + k]);
    const char4 x0 = x[2 * k], x1 = x[2 * k + 1];
    acc = __dp4a((int)b.x, *reinterpret_cast<const int *>(&x0), acc);
    acc = __dp4a((int)b.y, *reinterpret_cast<const int *>(&x1), acc);
  }
  y[row] = acc * scale[row];
}
__device__ uint2 split_nibbles(unsigned w) {
  unsigned a, b;
  asm("{\n\t.reg .b32 lo, hi;\n\t"
      "and.b32 lo, %2, 0x0f0f0f0f;\n\t"
      "shr.b32 hi, %2, 4;\n\t"
      "and.b32 hi, hi, 0x0f0f0f0f;\n\t"
      "prmt.b32 %0, lo, hi, 0x5140;\n\t"
      "prmt.b32 %1, lo, hi, 0x7362;\n\t}"
      : "=r"(a), "=r"(b)
      : "r"(w));
  return make_uint2(a, b);
}
