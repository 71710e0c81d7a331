// EXPECT: clean
// The inline-PTX loop with its counter set before the loop.
__global__ void repeat_shift_ok(unsigned *x) {
  unsigned v = x[threadIdx.x];
  asm("{\n\t.reg .u32 i;\n\t.reg .pred p;\n\tmov.u32 i, 0;\n"
      "$Lrep:\n\tshl.b32 %0, %0, 1;\n\tadd.u32 i, i, 1;\n\t"
      "setp.lt.u32 p, i, 4;\n\t@p bra $Lrep;\n\t}"
      : "+r"(v));
  x[threadIdx.x] = v;
}
