// EXPECT: unreachable-code
// A two-way dispatch through brx.idx whose table lists only the first case
// (the second was added to the code but not to the table).
__global__ void two_way(const unsigned *sel, const float *in, float *out) {
  unsigned k = sel[threadIdx.x] & 0, i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = in[i], y;
  asm("{\n\t$Ltab2: .branchtargets $Lneg;\n\tbrx.idx %2, $Ltab2;\n"
      "$Lneg:\n\tneg.f32 %0, %1;\n\tbra $Lout;\n"
      "$Labs:\n\tabs.f32 %0, %1;\n"
      "$Lout:\n\t}"
      : "=f"(y) : "f"(x), "r"(k));
  out[i] = y;
}
