// EXPECT: clean
// 256-bit accumulation of per-thread 32-bit terms into a multiword counter:
// the whole eight-word carry chain is one inline-PTX block (add.cc, then
// addc.cc through the words), so the carry lives in the condition code, not
// in a scoped register that would start unwritten.
__device__ __forceinline__ void add256(unsigned (&w)[8], unsigned v) {
  asm volatile("add.cc.u32 %0, %0, %8;\n\t"
               "addc.cc.u32 %1, %1, 0;\n\t"
               "addc.cc.u32 %2, %2, 0;\n\t"
               "addc.cc.u32 %3, %3, 0;\n\t"
               "addc.cc.u32 %4, %4, 0;\n\t"
               "addc.cc.u32 %5, %5, 0;\n\t"
               "addc.cc.u32 %6, %6, 0;\n\t"
               "addc.u32 %7, %7, 0;"
               : "+r"(w[0]), "+r"(w[1]), "+r"(w[2]), "+r"(w[3]), "+r"(w[4]), "+r"(w[5]),
                 "+r"(w[6]), "+r"(w[7])
               : "r"(v));
}
__global__ void accumulate256(const unsigned *__restrict__ terms, unsigned *__restrict__ acc,
                              int nterms) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w[8];
  for (int k = 0; k < 8; ++k) w[k] = acc[t * 8 + k];
  for (int i = 0; i < nterms; ++i)
    add256(w, terms[(size_t)i * gridDim.x * blockDim.x + t]);
  for (int k = 0; k < 8; ++k) acc[t * 8 + k] = w[k];
}
