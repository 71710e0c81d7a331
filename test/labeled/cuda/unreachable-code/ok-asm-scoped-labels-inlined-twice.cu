// EXPECT: clean
// An inline-PTX helper with a fixed label name inside its own { } scope,
// inlined twice into one kernel: PTX labels are block-scoped, so each copy's
// branch targets its own label and every instruction is reachable.
__device__ __forceinline__ unsigned sat_add(unsigned a, unsigned b) {
  unsigned r;
  asm volatile("{\n\t.reg .pred ovf;\n\t"
               "add.cc.u32 %0, %1, %2;\n\t"
               "addc.u32 %0, 0, 0;\n\t"
               "setp.ne.u32 ovf, %0, 0;\n\t"
               "add.u32 %0, %1, %2;\n\t"
               "@!ovf bra $Lsat_done;\n\t"
               "mov.u32 %0, 0xffffffff;\n"
               "$Lsat_done:\n\t}"
               : "=r"(r)
               : "r"(a), "r"(b));
  return r;
}
__global__ void accumulate(const unsigned *a, const unsigned *b, const unsigned *c, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = sat_add(sat_add(a[i], b[i]), c[i]);
}
