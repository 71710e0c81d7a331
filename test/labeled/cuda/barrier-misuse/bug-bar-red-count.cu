// EXPECT: barrier-misuse
// bar.red.popc over a named barrier whose count (33) comes in a register.
__global__ void count_positive(const int *in, int *out) {
  unsigned n = 0;
  if (threadIdx.x < 64) {
    int v = in[threadIdx.x];
    asm volatile("{\n\t.reg .pred p;\n\tsetp.gt.s32 p, %1, 0;\n\t"
                 "bar.red.popc.u32 %0, 6, %2, p;\n\t}"
                 : "=r"(n) : "r"(v), "r"(33) : "memory");
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = n;
}
