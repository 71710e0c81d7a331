// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: the build side of a GPU hash join (linear probing, 64-bit key/row
// slots). A full table is a host sizing bug, so the probe loop ends in a
// FAIL macro that prints and traps. The macro is two statements without a
// do { } while (0) wrapper: under `if (probes > cap_mask)` only the printf
// is conditional, the inline `trap` runs in every thread right after the
// first probe, and the rest of the insert loop can never run.
#include <cstdio>
#include <cstdint>
#define DEVICE_FAIL(msg) printf("hash_join_build: %s (block %d)\n", msg, blockIdx.x); asm volatile("trap;")
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
