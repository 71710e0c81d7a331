// EXPECT: clean
// Hand-written early exit done with a guarded exit: the code after it runs
// for the threads that stay.
__global__ void checked(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  asm volatile("{\n\t.reg .pred bad;\n\t"
               "setp.lt.s32 bad, %0, 0;\n\t"
               "@bad exit;\n\t"
               "add.s32 %0, %0, 1;\n\t}"
               : "+r"(v));
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
