// EXPECT: clean
// Hash-table slot update through an inline-PTX CAS loop: the expected value
// is loaded from the slot before the loop, and each retry uses the value the
// CAS returned.
__device__ __forceinline__ unsigned cas_exchange(unsigned *slot, unsigned key) {
  unsigned prev;
  asm volatile("{\n\t"
               ".reg .b32 expd, old;\n\t"
               ".reg .pred p;\n\t"
      "ld.global.b32 expd, [%1];\n\t"
               "RETRY:\n\t"
               "atom.global.cas.b32 old, [%1], expd, %2;\n\t"
               "setp.ne.b32 p, old, expd;\n\t"
               "mov.b32 expd, old;\n\t"
               "@p bra RETRY;\n\t"
               "mov.b32 %0, old;\n\t"
               "}"
               : "=r"(prev)
               : "l"(slot), "r"(key)
               : "memory");
  return prev;
}
__global__ void cas_xchg_loaded(const unsigned *keys, unsigned *table, unsigned *evicted, int n,
                    unsigned mask) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const unsigned k = keys[i];
    evicted[i] = cas_exchange(&table[(k * 0x9E3779B1u) & mask], k);
  }
}
