// EXPECT: uninitialized-register
// An output-only operand ("=r") that the asm also reads: the author meant
// "+r". The compiler hands the asm a fresh register nothing has written.
__global__ void accumulate(const unsigned *in, unsigned *out) {
  unsigned sum;
  asm("add.u32 %0, %0, %1;" : "=r"(sum) : "r"(in[threadIdx.x]));
  out[threadIdx.x] = sum;
}
