// EXPECT: uninitialized-register
// Decoupled look-back style wait written in inline PTX: a CTA polls its
// predecessor's published flag with ld.acquire and backs off exponentially
// with nanosleep between polls (16 ns doubling up to 1 us). BUG: the delay
// register `ns` is declared in the asm block and doubled after each sleep,
// but its start value (`mov.u32 ns, 16;` before the poll loop) was lost when
// the macro was reformatted: the first nanosleep reads a register no
// instruction has written, and every later delay derives from it.
__device__ __forceinline__ unsigned wait_for_prefix(const unsigned *flag) {
  unsigned v;
  asm volatile("{\n\t"
               ".reg .pred ready;\n\t"
               ".reg .b32 ns;\n"
               "$Lpoll:\n\t"
               "ld.acquire.gpu.global.u32 %0, [%1];\n\t"
               "setp.ne.u32 ready, %0, 0;\n\t"
               "@ready bra $Ldone;\n\t"
               "nanosleep.u32 ns;\n\t"
               "shl.b32 ns, ns, 1;\n\t"
               "min.u32 ns, ns, 1024;\n\t"
               "bra.uni $Lpoll;\n"
               "$Ldone:\n\t"
               "}"
               : "=r"(v)
               : "l"(flag)
               : "memory");
  return v;
}
__global__ void chained_scan_tail(const unsigned *__restrict__ flags, const unsigned *__restrict__ block_sums,
                                  unsigned *__restrict__ prefix) {
  if (threadIdx.x == 0 && blockIdx.x > 0) {
    const unsigned f = wait_for_prefix(&flags[blockIdx.x - 1]);
    prefix[blockIdx.x] = (f & 0x7fffffffu) + block_sums[blockIdx.x];
  }
}
