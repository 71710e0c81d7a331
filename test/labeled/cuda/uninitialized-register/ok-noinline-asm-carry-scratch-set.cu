// EXPECT: clean
// The out-of-line 64-bit add helper with its scratch register loaded before
// the carry add reads it.
__device__ __noinline__ unsigned long long add64(unsigned alo, unsigned ahi,
                                                 unsigned blo, unsigned bhi) {
  unsigned lo, h;
  asm("{\n\t.reg .u32 hi;\n\t"
      "mov.u32 hi, %3;\n\t"
      "add.cc.u32 %0, %2, %4;\n\t"
      "addc.u32 %1, hi, %5;\n\t}"
      : "=r"(lo), "=r"(h)
      : "r"(alo), "r"(ahi), "r"(blo), "r"(bhi));
  return ((unsigned long long)h << 32) | lo;
}
__global__ void add_pairs(const uint2 *a, const uint2 *b, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = add64(a[i].x, a[i].y, b[i].x, b[i].y);
}
