// EXPECT: clean
// Multi-producer lock-free ring push in inline PTX: CAS on the tail with
// retry, then the item store, a fence and the slot's ready flag, all on the
// fall-through path after the retry branch; the code reaches the block's end
// without any unconditional branch over live code.
__global__ void ring_push(unsigned *__restrict__ tail, unsigned long long *__restrict__ slots,
                          unsigned *__restrict__ ready, unsigned mask,
                          const unsigned long long *__restrict__ items, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned long long item = items[i];
  unsigned t = *(volatile unsigned *)tail;
  asm volatile("{\n\t"
               ".reg .pred won;\n\t"
               ".reg .u32 nxt, old, s;\n\t"
               ".reg .u64 a;\n"
               "PUSH_RETRY_%=:\n\t"
               "add.u32 nxt, %0, 1;\n\t"
               "atom.global.cas.b32 old, [%1], %0, nxt;\n\t"
               "setp.eq.u32 won, old, %0;\n\t"
               "mov.u32 %0, old;\n\t"
               "@!won bra PUSH_RETRY_%=;\n\t"
               "and.b32 s, old, %4;\n\t"
               "mul.wide.u32 a, s, 8;\n\t"
               "add.u64 a, a, %2;\n\t"
               "st.global.u64 [a], %5;\n\t"
               "membar.gl;\n\t"
               "mul.wide.u32 a, s, 4;\n\t"
               "add.u64 a, a, %3;\n\t"
               "st.volatile.global.u32 [a], 1;\n\t"
               "}"
               : "+r"(t)
               : "l"(tail), "l"(slots), "l"(ready), "r"(mask), "l"(item)
               : "memory");
}
