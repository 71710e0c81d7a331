// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the build side of a GPU hash join (linear probing). The FAIL macro
// that prints and traps on a full table is wrapped in do { } while (0), so
// under `if (probes > cap_mask)` both its printf and its inline `trap` are
// conditional.
#include <cstdio>
#include <cstdint>
#define DEVICE_FAIL(msg) do { printf("hash_join_build: %s (block %d)\n", msg, blockIdx.x); asm volatile("trap;"); } while (0)
__device__ __forceinline__ uint32_t murmur_fmix(uint32_t k) { k ^= k >> 16; k *= 0x85ebca6bu; k ^= k >> 13; k *= 0xc2b2ae35u; return k ^ (k >> 16); }
__global__ void __launch_bounds__(256)
hash_join_build(const int32_t *__restrict__ keys, int n, unsigned long long *__restrict__ slots, uint32_t cap_mask) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n) return;
  const uint32_t k = (uint32_t)keys[row];
  const unsigned long long entry = (unsigned long long)k << 32 | (uint32_t)row;
  uint32_t h = murmur_fmix(k) & cap_mask;
  for (uint32_t probes = 0;; ++probes) {
    if (probes > cap_mask)
      DEVICE_FAIL("table full");
    const unsigned long long prev = atomicCAS(&slots[h], ~0ull, entry);
    if (prev == ~0ull) return;
    h = (h + 1) & cap_mask;
  }
}
