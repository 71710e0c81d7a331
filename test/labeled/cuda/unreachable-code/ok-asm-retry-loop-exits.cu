// EXPECT: clean
// The inline-PTX CAS retry loop with the branch back to the top predicated on
// failure: it leaves once the CAS succeeds, and the copy after it runs.
__device__ __forceinline__ unsigned inc_wrap(unsigned *addr, unsigned limit) {
  unsigned old;
  asm volatile("{\n\t.reg .pred eq;\n\t.reg .b32 cur, nxt, seen;\n\t"
               "ld.global.b32 cur, [%1];\n"
               "$Lretry:\n\t"
               "add.u32 nxt, cur, 1;\n\t"
               "rem.u32 nxt, nxt, %2;\n\t"
               "atom.global.cas.b32 seen, [%1], cur, nxt;\n\t"
               "setp.eq.u32 eq, seen, cur;\n\t"
               "mov.u32 cur, seen;\n\t"
               "@!eq bra.uni $Lretry;\n\t"
               "mov.u32 %0, cur;\n\t}"
               : "=r"(old)
               : "l"(addr), "r"(limit)
               : "memory");
  return old;
}
__global__ void ring_claim(unsigned *head, unsigned *slots, unsigned cap) {
  unsigned s = inc_wrap(head, cap);
  slots[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
