// EXPECT: uninitialized-register
// BUG: a weight-only quantised GEMV templated over the weight width, whose
// dequantisation is inline PTX chosen with `if constexpr`. The 8-bit path
// copies the zero point into its scratch (`mov.s32 z, %4`) before `sub q, q,
// z`; the 4-bit path was made from it and lost that mov, so in the int4
// instantiation `z` is read but never written and every weight is offset by
// whatever the register held.

template <int kBits>
__device__ __forceinline__ float dequant(unsigned packed, int idx, float scale, int zero) {
  float r;
  if constexpr (kBits == 4) {
    asm("{\n\t"
        ".reg .s32 q, z;\n\t"
        "bfe.u32 q, %1, %2, 4;\n\t"
        "sub.s32 q, q, z;\n\t"
        "cvt.rn.f32.s32 %0, q;\n\t"
        "mul.f32 %0, %0, %3;\n\t"
        "}"
        : "=f"(r) : "r"(packed), "r"(idx * 4), "f"(scale), "r"(zero));
  } else {
    asm("{\n\t"
        ".reg .s32 q, z;\n\t"
        "mov.s32 z, %4;\n\t"
        "bfe.u32 q, %1, %2, 8;\n\t"
        "sub.s32 q, q, z;\n\t"
        "cvt.rn.f32.s32 %0, q;\n\t"
        "mul.f32 %0, %0, %3;\n\t"
        "}"
        : "=f"(r) : "r"(packed), "r"(idx * 8), "f"(scale), "r"(zero));
  }
  return r;
}
// Weight-only quantised GEMV: one thread per output row, kBits-bit weights packed
// little-endian in 32-bit words, one scale and zero point per group of 128.
template <int kBits>
__global__ void __launch_bounds__(128) gemv_wq(const unsigned *__restrict__ qweight, const float *__restrict__ scales,
                                               const int *__restrict__ zeros, const float *__restrict__ x,
                                               float *__restrict__ y, int rows, int K) {
  constexpr int kPerWord = 32 / kBits;
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  const unsigned *wr = qweight + (size_t)row * (K / kPerWord);
  float acc = 0.f;
  for (int k = 0; k < K; k += kPerWord) {
    unsigned packed = wr[k / kPerWord];
    int g = k / 128;
    float s = scales[(size_t)row * (K / 128) + g];
    int z = zeros[(size_t)row * (K / 128) + g];
#pragma unroll
    for (int j = 0; j < kPerWord; ++j)
      acc += dequant<kBits>(packed, j, s, z) * x[k + j];
  }
  y[row] = acc;
}
template __global__ void gemv_wq<4>(const unsigned *__restrict__, const float *__restrict__, const int *__restrict__,
                                    const float *__restrict__, float *__restrict__, int, int);
