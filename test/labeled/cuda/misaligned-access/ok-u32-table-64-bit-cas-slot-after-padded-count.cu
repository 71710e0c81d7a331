// EXPECT: clean
// The near miss of the lock-free uint32 table: the count word is padded to
// two words, so the 64-bit slots start on an 8-byte boundary.
#include <cuda_runtime.h>
__global__ void insert_pairs(unsigned *__restrict__ table, const unsigned *__restrict__ keys,
                             const unsigned *__restrict__ vals, int n, int slots) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long *slot = reinterpret_cast<unsigned long long *>(table + 2);
  const unsigned long long kv = ((unsigned long long)vals[i] << 32) | keys[i];
  for (int probe = 0; probe < slots; ++probe) {
    const int s = (keys[i] * 2654435761u + probe) % slots;
    if (atomicCAS(slot + s, 0ull, kv) == 0ull) {
      atomicAdd(table, 1u);
      return;
    }
  }
}
