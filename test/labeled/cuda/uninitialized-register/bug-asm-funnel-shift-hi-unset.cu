// EXPECT: uninitialized-register
// 64-bit rotate of packed keys with a funnel shift in inline PTX. The asm
// splits the key into `lo` and `hi` scratch registers, but the second mov
// was written to `lo` again (copy-paste), so `hi` is read by shf without
// ever being set (BUG).
__global__ void rotate_keys(const unsigned long long *__restrict__ in,
                            unsigned *__restrict__ out, int n, unsigned r) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned res;
  asm("{\n\t"
      ".reg .b32 lo, hi;\n\t"
      ".reg .b64 t;\n\t"
      "cvt.u32.u64 lo, %1;\n\t"
      "shr.u64 t, %1, 32;\n\t"
      "cvt.u32.u64 lo, t;\n\t" // BUG: meant hi
      "shf.l.wrap.b32 %0, lo, hi, %2;\n\t"
      "}"
      : "=r"(res)
      : "l"(in[i]), "r"(r));
  out[i] = res;
}
