// EXPECT: unreachable-code
// A kernel-side CHECK macro that aborts the grid with an inline-PTX trap (the
// project avoids assert() so that release builds keep the check). The macro
// body has a stray semicolon after the if, so the trap runs unconditionally
// and the whole decode after the first CHECK is dead: the kernel traps on
// every launch and never writes its output.
#include <cstdint>
#define KCHECK(cond)                                                                       \
  do {                                                                                     \
    if (!(cond)); /* BUG: the empty statement is the if's body */                          \
    asm volatile("trap;");                                                                 \
  } while (0)
__global__ void decode_rle(const uint32_t *__restrict__ runs, int nruns,
                           const int *__restrict__ offsets, uint8_t *__restrict__ out,
                           int out_len) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nruns)
    return;
  uint32_t run = runs[r];
  int len = run >> 8, start = offsets[r];
  KCHECK(start + len <= out_len);
  for (int k = 0; k < len; ++k) // BUG: unreachable after the unconditional trap
    out[start + k] = (uint8_t)(run & 0xff);
}
