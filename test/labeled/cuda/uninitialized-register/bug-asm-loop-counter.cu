// EXPECT: uninitialized-register
// A counted loop in inline PTX whose counter is never set to zero: the first
// iteration increments an unset register.
__global__ void repeat_shift(unsigned *x) {
  unsigned v = x[threadIdx.x];
  asm("{\n\t.reg .u32 i;\n\t.reg .pred p;\n"
      "$Lrep:\n\tshl.b32 %0, %0, 1;\n\tadd.u32 i, i, 1;\n\t"
      "setp.lt.u32 p, i, 4;\n\t@p bra $Lrep;\n\t}"
      : "+r"(v));
  x[threadIdx.x] = v;
}
