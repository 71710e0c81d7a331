// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: count-min sketch update, depth 4, width 2^16 counters per row, one
// (key, weight) pair per thread. Each row's counter bump is an inline PTX
// block that skips the global atomic for zero weights (padding entries of
// the batch); the skip lost its `@p`: `bra.uni $Lcms_skip%=` always jumps,
// and the `red.global.add` is dead -- the sketch never counts anything.
#include <cstdint>
__device__ __forceinline__ void cms_bump(unsigned *row, unsigned slot, unsigned w) {
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               ".reg .u64 a;\n\t"
               "setp.eq.u32 p, %2, 0;\n\t"
               "bra.uni $Lcms_skip%=;\n\t"
               "mul.wide.u32 a, %1, 4;\n\t"
               "add.u64 a, a, %0;\n\t"
               "red.global.add.u32 [a], %2;\n"
               "$Lcms_skip%=:\n\t"
               "}" ::"l"(row), "r"(slot), "r"(w) : "memory");
}
__device__ __forceinline__ unsigned hash_row(uint64_t key, unsigned seed) {
  uint64_t h = key * 0x9e3779b97f4a7c15ULL + seed;
  h ^= h >> 29; h *= 0xbf58476d1ce4e5b9ULL; h ^= h >> 32;
  return (unsigned)h & 0xffffu;
}
__global__ void __launch_bounds__(256)
cms_update(const uint64_t *__restrict__ keys, const unsigned *__restrict__ weights,
           const unsigned *__restrict__ seeds, unsigned *__restrict__ sketch, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const uint64_t k = keys[i];
  const unsigned w = weights[i];
#pragma unroll
  for (int d = 0; d < 4; ++d) cms_bump(sketch + (d << 16), hash_row(k, seeds[d]), w);
}
