// EXPECT: clean
// Inline PTX whose scratch registers are written before they are read.
__global__ void add_bias_ok(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x], y;
  asm("{\n\t.reg .u32 t;\n\tmov.u32 t, 7;\n\tadd.u32 %0, t, %1;\n\t}" : "=r"(y) : "r"(x));
  out[threadIdx.x] = y;
}
