// EXPECT: clean
// The branchless clamp with the predicate set before the selp reads it.
__global__ void clamp_low(const int *in, int *out, int lo) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x], r;
  asm("{\n\t.reg .pred below;\n\tsetp.lt.s32 below, %1, %2;\n\t"
      "selp.s32 %0, %2, %1, below;\n\t}"
      : "=r"(r) : "r"(v), "r"(lo));
  out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
