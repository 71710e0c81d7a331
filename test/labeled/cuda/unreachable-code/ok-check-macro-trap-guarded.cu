// EXPECT: clean
// A kernel-side CHECK macro that aborts the grid with an inline-PTX trap when
// its condition fails (release builds keep the check); the trap is the if's
// body, so the decode after it runs whenever the run fits in the output.
#include <cstdint>
#define KCHECK(cond)                                                                       \
  do {                                                                                     \
    if (!(cond))                                                                           \
      asm volatile("trap;");                                                               \
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
  for (int k = 0; k < len; ++k)
    out[start + k] = (uint8_t)(run & 0xff);
}
