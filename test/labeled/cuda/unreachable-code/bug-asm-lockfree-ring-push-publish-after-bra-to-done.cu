// EXPECT: unreachable-code
// Multi-producer lock-free ring push: a thread claims a slot by CAS on the
// tail counter, retrying with the observed value on failure, then publishes
// its item into the slot and sets the slot's ready flag. In the inline PTX the
// author branched to the end right after winning the CAS (BUG): the publish
// (item store, fence, ready flag) sits after an unconditional `bra.uni` that
// nothing jumps past, so it is dead and consumers spin on the flag forever.
__global__ void ring_push(unsigned *__restrict__ tail, unsigned long long *__restrict__ slots,
                          unsigned *__restrict__ ready, unsigned mask,
                          const unsigned long long *__restrict__ items, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned long long item = items[i];
  unsigned t = *(volatile unsigned *)tail;
  unsigned claimed;
  asm volatile("{\n\t"
               ".reg .pred won;\n\t"
               ".reg .u32 nxt, old, s;\n\t"
               ".reg .u64 a;\n"
               "PUSH_RETRY_%=:\n\t"
               "add.u32 nxt, %1, 1;\n\t"
               "atom.global.cas.b32 old, [%2], %1, nxt;\n\t"
               "setp.eq.u32 won, old, %1;\n\t"
               "mov.u32 %1, old;\n\t"
               "@!won bra PUSH_RETRY_%=;\n\t"
               "mov.u32 %0, old;\n\t"
               "bra.uni PUSH_DONE_%=;\n\t"
               "and.b32 s, old, %5;\n\t"  // BUG: the publish is after the bra.uni
               "mul.wide.u32 a, s, 8;\n\t"
               "add.u64 a, a, %3;\n\t"
               "st.global.u64 [a], %6;\n\t"
               "membar.gl;\n\t"
               "mul.wide.u32 a, s, 4;\n\t"
               "add.u64 a, a, %4;\n\t"
               "st.volatile.global.u32 [a], 1;\n"
               "PUSH_DONE_%=:\n\t"
               "}"
               : "=r"(claimed), "+r"(t)
               : "l"(tail), "l"(slots), "l"(ready), "r"(mask), "l"(item)
               : "memory");
  (void)claimed;
}
