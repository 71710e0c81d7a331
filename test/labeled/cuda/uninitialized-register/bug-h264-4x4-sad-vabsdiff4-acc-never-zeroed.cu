// EXPECT: uninitialized-register
// MODES: O3
// Motion estimation for an H.264 encoder: one thread per candidate vector
// computes the sum of absolute differences of a 4x4 luma block (one 32-bit
// word of 4 pixels per row) with vabsdiff4's accumulating form. The row loop
// was hand-unrolled and the accumulator `sad` is never zeroed: the first
// vabsdiff4 adds to garbage.
// O3 only: nvcc -G keeps `sad` in the local stack frame and loads it from
// there before each asm (an uninitialised stack slot, not a register no path
// writes), which is outside what this rule checks.
#include <cstdint>

__device__ __forceinline__ void sad_row(unsigned &acc, uint32_t a, uint32_t b) {
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %0;" : "+r"(acc) : "r"(a), "r"(b));
}

__global__ void sad4x4_search(const uint32_t *cur, const uint32_t *ref, int pitch_words,
                              int ncand, unsigned *best_sad) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= ncand)
    return;
  const uint32_t *r = ref + (c / 16) * pitch_words + (c % 16);
  unsigned sad;
  sad_row(sad, cur[0], r[0]); // BUG: sad is read before anything writes it
  sad_row(sad, cur[pitch_words], r[pitch_words]);
  sad_row(sad, cur[2 * pitch_words], r[2 * pitch_words]);
  sad_row(sad, cur[3 * pitch_words], r[3 * pitch_words]);
  atomicMin(best_sad, (sad << 8) | (unsigned)c);
}
