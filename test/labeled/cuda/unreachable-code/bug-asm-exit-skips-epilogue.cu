// EXPECT: unreachable-code
// Hand-written early exit: the branch should jump over the exit when the
// value is valid, but it jumps to a label placed after the epilogue, so the
// epilogue between the exit and the label is never reached.
__global__ void checked(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  asm volatile("{\n\t.reg .pred ok;\n\t"
               "setp.ge.s32 ok, %0, 0;\n\t"
               "@ok bra $Ldone;\n\t"
               "exit;\n\t"
               "add.s32 %0, %0, 1;\n"
               "$Ldone:\n\t}"
               : "+r"(v));
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
