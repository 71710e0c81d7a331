// EXPECT: unreachable-code
// BUG: unbiased random integers in [0, n) by Lemire's multiply-and-reject
// method for a Monte Carlo resampling step (bootstrap indices). The inline
// PTX advances a xorshift32 state, forms the 64-bit product x * n and
// rejects when its low word is below (2^32 - n) mod n. The retry branch lost
// its predicate (`bra.uni $Lretry` instead of `@p bra $Lretry`), so the loop
// never ends and the result move after it, and everything after the asm,
// is unreachable.
#include <cstdint>
__device__ __forceinline__ uint32_t bounded(uint32_t &state, uint32_t n, uint32_t thresh) {
  uint32_t r, s = state;
  asm("{\n\t"
      ".reg .b32 t, lo;\n\t"
      ".reg .pred p;\n"
      "$Lretry:\n\t"
      "shl.b32 t, %1, 13;\n\t"
      "xor.b32 %1, %1, t;\n\t"
      "shr.b32 t, %1, 17;\n\t"
      "xor.b32 %1, %1, t;\n\t"
      "shl.b32 t, %1, 5;\n\t"
      "xor.b32 %1, %1, t;\n\t"
      "mul.lo.u32 lo, %1, %2;\n\t"
      "setp.lt.u32 p, lo, %3;\n\t"
      "bra.uni $Lretry;\n\t"
      "mul.hi.u32 %0, %1, %2;\n\t"
      "}"
      : "=r"(r), "+r"(s) : "r"(n), "r"(thresh));
  state = s;
  return r;
}
__global__ void bootstrap_indices(const uint32_t *__restrict__ seeds, uint32_t *__restrict__ idx,
                                  uint32_t n, int per_thread) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  uint32_t st = seeds[t] | 1u;
  const uint32_t thresh = (0u - n) % n;
  for (int k = 0; k < per_thread; ++k) idx[(size_t)t * per_thread + k] = bounded(st, n, thresh);
}
