// EXPECT: clean
// A spin loop that leaves when the flag is set.
__global__ void wait_flag_ok(volatile int *flag, int *out) {
  int v;
  asm volatile("{\n\t.reg .pred p;\n"
               "$Lspin:\n\tld.volatile.global.u32 %0, [%1];\n\tsetp.eq.u32 p, %0, 0;\n\t"
               "@p bra $Lspin;\n\t}"
               : "=r"(v) : "l"(flag) : "memory");
  out[threadIdx.x] = v;
}
