// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=128
// Decoupled look-back for a single-pass scan, thread 0 only, in inline PTX:
// poll the predecessor's status word until its flag is nonzero, then add its
// value and, if the flag says "aggregate only", step to the next predecessor.
// After the poll loop the code branches unconditionally to DONE (BUG: meant
// `@inc bra DONE`, leaving the loop on an inclusive prefix): the add and the
// step back are never reached and every block takes a zero prefix.
__global__ void lookback_asm(const int* __restrict__ in, int* __restrict__ out, unsigned long long* status) {
  __shared__ int s_prefix;
  const int i = blockIdx.x * 128 + threadIdx.x;
  int v = in[i];
  for (int o = 1; o < 32; o <<= 1) { int t = __shfl_up_sync(0xffffffffu, v, o); if ((threadIdx.x & 31) >= o) v += t; }
  if (threadIdx.x == 0) {
    int excl = 0;
    if (blockIdx.x > 0)
      asm volatile(
          "{\n\t.reg .pred wait, inc;\n\t.reg .u64 st, a;\n\t.reg .u32 f, val;\n\t.reg .s32 p;\n\t"
          "mov.s32 p, %2;\n\t"
          "POLL:\n\t"
          "mul.wide.s32 a, p, 8;\n\t"
          "add.u64 a, a, %1;\n\t"
          "ld.volatile.global.u64 st, [a];\n\t"
          "cvt.u32.u64 val, st;\n\t"
          "shr.u64 st, st, 32;\n\t"
          "cvt.u32.u64 f, st;\n\t"
          "setp.eq.u32 wait, f, 0;\n\t"
          "@wait bra POLL;\n\t"
          "setp.eq.u32 inc, f, 2;\n\t"
          "bra DONE;\n\t"
          "add.s32 %0, %0, val;\n\t"
          "sub.s32 p, p, 1;\n\t"
          "bra POLL;\n\t"
          "DONE:\n\t"
          "add.s32 %0, %0, val;\n\t}"
          : "+r"(excl)
          : "l"(status), "r"((int)blockIdx.x - 1)
          : "memory");
    s_prefix = excl;
  }
  __syncthreads();
  out[i] = s_prefix + v;
}
