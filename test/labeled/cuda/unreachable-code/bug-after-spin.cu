// EXPECT: unreachable-code
// A spin loop written in inline PTX that never leaves (the exit test branches
// back to the loop), so the store after it is unreachable.
__global__ void wait_flag(volatile int *flag, int *out) {
  int v;
  asm volatile("{\n\t.reg .pred p;\n"
               "$Lspin:\n\tld.volatile.global.u32 %0, [%1];\n\tsetp.eq.u32 p, %0, 0;\n\t"
               "@p bra $Lspin;\n\tbra $Lspin;\n\t}"
               : "=r"(v) : "l"(flag) : "memory");
  out[threadIdx.x] = v;
}
