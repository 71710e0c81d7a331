// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=32
// int4 GEMV unpacking two nibbles per step in inline PTX: the high nibble's
// bfe writes `lo` again (a copy-paste slip) instead of `hi`, so the
// conversion of `hi` reads a register nothing wrote.
__device__ __forceinline__ float2 unpack2(unsigned byte, float zero) {
  float a, b;
  asm("{\n\t"
      ".reg .u32 lo, hi;\n\t"
      ".reg .f32 flo, fhi;\n\t"
      "bfe.u32 lo, %2, 0, 4;\n\t"
      "bfe.u32 lo, %2, 4, 4;\n\t"
      "cvt.rn.f32.u32 flo, lo;\n\t"
      "cvt.rn.f32.u32 fhi, hi;\n\t"
      "sub.f32 %0, flo, %3;\n\t"
      "sub.f32 %1, fhi, %3;\n\t"
      "}"
      : "=f"(a), "=f"(b)
      : "r"(byte), "f"(zero));
  return make_float2(a, b);
}
__global__ void int4_unpack_hi_typo(const unsigned char *w, const float *x, const float *scale, float *y,
                    int k) {
  const int row = blockIdx.x, lane = threadIdx.x;
  float acc = 0.f;
  for (int j = lane; j < k / 2; j += 32) {
    const float2 p = unpack2(w[(size_t)row * (k / 2) + j], 8.f);
    acc += p.x * x[2 * j] + p.y * x[2 * j + 1];
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * scale[row];
}
