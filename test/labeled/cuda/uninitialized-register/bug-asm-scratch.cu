// EXPECT: uninitialized-register
// Inline PTX with a scratch register that is read before anything writes it
// (the author meant to copy %1 into it first).
__global__ void add_bias(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x], y;
  asm("{\n\t.reg .u32 t;\n\tadd.u32 %0, t, %1;\n\t}" : "=r"(y) : "r"(x));
  out[threadIdx.x] = y;
}
