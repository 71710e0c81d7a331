// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Byte swizzle of packed uchar4 pixels (RGBA -> BGRA) with prmt in inline
// PTX: the selector scratch register is loaded with 0x3012 first.
__global__ void __launch_bounds__(256) rgba_to_bgra(const uchar4 *in, uchar4 *out, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n) {
    unsigned v = *reinterpret_cast<const unsigned *>(&in[i]), r;
    asm("{\n\t.reg .b32 sel;\n\t"
        "mov.b32 sel, 0x3012;\n\t"
        "prmt.b32 %0, %1, 0, sel;\n\t}"
        : "=r"(r) : "r"(v));
    *reinterpret_cast<unsigned *>(&out[i]) = r;
  }
}
