// EXPECT: uninitialized-register
// A branchless clamp in inline PTX: the selp reads a predicate that the
// author forgot to set with setp first.
__global__ void clamp_low(const int *in, int *out, int lo) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x], r;
  asm("{\n\t.reg .pred below;\n\tselp.s32 %0, %2, %1, below;\n\t}"
      : "=r"(r) : "r"(v), "r"(lo));
  out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
