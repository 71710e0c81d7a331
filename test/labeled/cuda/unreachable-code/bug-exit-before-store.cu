// EXPECT: unreachable-code
// An inline-PTX early exit for finished threads, written without its
// predicate: the exit is unconditional and the result store after it (in the
// same asm block) can never run.
__global__ void finish(const int *done, int *out, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.s32 p, %0, 0;\n\texit;\n\t"
               "st.global.s32 [%1], %2;\n\t}"
               :: "r"(done[i]), "l"(out + i), "r"(v) : "memory");
}
