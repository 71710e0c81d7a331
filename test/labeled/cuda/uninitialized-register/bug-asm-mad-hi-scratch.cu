// EXPECT: uninitialized-register
// A 32x32->64-bit product for a hash mixer, written in inline PTX: the high
// word is formed with mad.hi, which adds the scratch register `hi` that
// nothing set first (BUG: mul.hi was meant).
__global__ void mix64(const unsigned *a, const unsigned *b, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long r;
  asm("{\n\t.reg .u32 lo, hi;\n\t"
      "mul.lo.u32 lo, %1, %2;\n\t"
      "mad.hi.u32 hi, %1, %2, hi;\n\t" // BUG: reads hi before any write
      "mov.b64 %0, {lo, hi};\n\t}"
      : "=l"(r)
      : "r"(a[i]), "r"(b[i]));
  out[i] = r ^ (r >> 29);
}
