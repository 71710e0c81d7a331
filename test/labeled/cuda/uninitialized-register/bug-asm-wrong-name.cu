// EXPECT: uninitialized-register
// Two scratch registers; the second instruction reads the one that has not
// been written yet (a typo: hi for lo).
__global__ void mul_hi_lo(const unsigned *a, const unsigned *b, unsigned long long *out) {
  unsigned x = a[threadIdx.x], y = b[threadIdx.x];
  unsigned long long r;
  asm("{\n\t.reg .u32 lo, hi;\n\tmul.lo.u32 lo, %1, %2;\n\t"
      "mov.b64 %0, {lo, hi};\n\tmul.hi.u32 hi, %1, %2;\n\tadd.u32 lo, hi, lo;\n\t}"
      : "=l"(r) : "r"(x), "r"(y));
  out[threadIdx.x] = r;
}
