// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// Byte swizzle of packed uchar4 pixels (RGBA -> BGRA) with prmt in inline
// PTX: the selector lives in a scratch register `sel` that the author meant
// to load with 0x3012 but never did, so prmt reads an unset register.
__global__ void __launch_bounds__(256) rgba_to_bgra(const uchar4 *in, uchar4 *out, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n) {
    unsigned v = *reinterpret_cast<const unsigned *>(&in[i]), r;
    asm("{\n\t.reg .b32 sel;\n\t"
        "prmt.b32 %0, %1, 0, sel;\n\t}"
        : "=r"(r) : "r"(v));
    *reinterpret_cast<unsigned *>(&out[i]) = r;
  }
}
