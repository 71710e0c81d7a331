// EXPECT: uninitialized-register
// BUG: an int8 dot product over a row with the loop written inside one inline
// PTX block (dp4a per 32-bit word). The accumulator `acc` is a register of the
// block, and the loop's first dp4a.s32.s32 adds into it before anything has
// written it: only the loop's own back edge carries a value, the entry path
// carries none. `mov.u32 acc, 0;` before `$Ldot:` is missing.
__global__ void dot_i8(const int *__restrict__ a, const int *__restrict__ b, int words, int *__restrict__ out) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  const int *pa = a + (size_t)row * words;
  int r;
  asm volatile("{\n\t.reg .b32 acc, x, y, i;\n\t.reg .b64 p, q;\n\t.reg .pred more;\n\t"
               "mov.b64 p, %1;\n\tmov.b64 q, %2;\n\tmov.u32 i, %3;\n"
               "$Ldot:\n\t"
               "ld.global.nc.b32 x, [p];\n\t"
               "ld.global.nc.b32 y, [q];\n\t"
               "dp4a.s32.s32 acc, x, y, acc;\n\t"
               "add.u64 p, p, 4;\n\tadd.u64 q, q, 4;\n\t"
               "sub.u32 i, i, 1;\n\t"
               "setp.ne.u32 more, i, 0;\n\t"
               "@more bra $Ldot;\n\t"
               "mov.u32 %0, acc;\n\t}"
               : "=r"(r)
               : "l"(pa), "l"(b), "r"(words)
               : "memory");
  out[row] = r;
}
