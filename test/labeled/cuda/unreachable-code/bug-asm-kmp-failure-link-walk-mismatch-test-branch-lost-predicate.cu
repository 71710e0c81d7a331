// EXPECT: unreachable-code
// KMP substring count, one text chunk per thread (chunks overlap by m-1
// bytes). The failure-link walk `while (k > 0 && pat[k] != c) k = fail[k-1]`
// is hand-written in PTX to keep it branch-light. The "pat[k] == c, stop
// walking" test lost its predicate when the setp was reordered: `bra
// DONE` is unconditional, so the failure-link load and the back edge after
// it can never run, and a mismatch keeps the stale k.
__device__ __forceinline__ int kmp_fall_back(int k, unsigned char c, const unsigned char *pat,
                                             const int *fail) {
  asm("{\n\t.reg .pred p;\n\t.reg .u16 pc;\n\t.reg .u64 a;\n\t.reg .s32 km1;\n"
      "WALK_%=:\n\t"
      "setp.eq.s32 p, %0, 0;\n\t"
      "@p bra DONE_%=;\n\t"
      "cvt.s64.s32 a, %0;\n\t"
      "add.s64 a, a, %2;\n\t"
      "ld.global.u8 pc, [a];\n\t"
      "setp.eq.u16 p, pc, %1;\n\t"
      "bra DONE_%=;\n\t" // BUG: meant @p bra
      "add.s32 km1, %0, -1;\n\t"
      "mul.wide.s32 a, km1, 4;\n\t"
      "add.s64 a, a, %3;\n\t"
      "ld.global.s32 %0, [a];\n\t"
      "bra WALK_%=;\n"
      "DONE_%=:\n\t}"
      : "+r"(k)
      : "h"((unsigned short)c), "l"(pat), "l"(fail));
  return k;
}

__global__ void kmp_count(const unsigned char *__restrict__ text, long long n,
                          const unsigned char *__restrict__ pat, const int *__restrict__ fail, int m,
                          int chunk, unsigned long long *__restrict__ count) {
  const long long t = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  const long long begin = t * chunk;
  if (begin >= n)
    return;
  const long long end = min(n, begin + chunk + m - 1);
  int k = 0;
  unsigned hits = 0;
  for (long long i = begin; i < end; ++i) {
    const unsigned char c = text[i];
    k = kmp_fall_back(k, c, pat, fail);
    if (pat[k] == c)
      ++k;
    if (k == m) {
      if (i - m + 1 < begin + chunk)
        ++hits; // count a match once: in the chunk where it starts
      k = fail[m - 1];
    }
  }
  atomicAdd(count, (unsigned long long)hits);
}
