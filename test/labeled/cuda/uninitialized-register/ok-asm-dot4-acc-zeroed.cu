// EXPECT: clean
// ARCHS: sm_80
// The inline dp4a dot product with its scratch accumulator cleared first.
__global__ void dot_i8(const int *a, const int *b, int *out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  int r;
  asm("{\n\t.reg .s32 acc;\n\t"
      "mov.s32 acc, 0;\n\t"
      "dp4a.s32.s32 acc, %1, %2, acc;\n\t"
      "dp4a.s32.s32 acc, %3, %4, acc;\n\t"
      "mov.s32 %0, acc;\n\t}"
      : "=r"(r) : "r"(a[i]), "r"(b[i]), "r"(a[i + n4]), "r"(b[i + n4]));
  out[i] = r;
}
