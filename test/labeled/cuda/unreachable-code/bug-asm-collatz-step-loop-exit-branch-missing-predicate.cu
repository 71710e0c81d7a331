// EXPECT: unreachable-code
// Collatz stopping times in inline PTX (a favourite first-CUDA-kernel
// exercise). The loop test was meant to be `@one bra $Ldone;` but the
// predicate was left off (BUG): the branch always leaves the loop on the
// first trip, so the whole step body (the odd/even update and the counter
// increment) after it is dead and every thread reports 0 steps.
__global__ void collatz(const unsigned *start, unsigned *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = start[i], c;
  asm("{\n\t"
      ".reg .pred one, odd;\n\t"
      ".reg .b32 t;\n\t"
      "mov.u32 %0, 0;\n"
      "$Lstep:\n\t"
      "setp.le.u32 one, %1, 1;\n\t"
      "bra $Ldone;\n\t"
      "and.b32 t, %1, 1;\n\t"
      "setp.ne.u32 odd, t, 0;\n\t"
      "@odd mad.lo.u32 %1, %1, 3, 1;\n\t"
      "@!odd shr.u32 %1, %1, 1;\n\t"
      "add.u32 %0, %0, 1;\n\t"
      "bra $Lstep;\n"
      "$Ldone:\n\t}"
      : "=&r"(c), "+r"(x));
  steps[i] = c;
}
