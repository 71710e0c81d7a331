// EXPECT: misaligned-access
// A lock-free key/value table kept in a uint32 buffer: word 0 is the entry
// count, then 64-bit slots {key, value} claimed with a 64-bit atomicCAS.
// The slots start at word 1, 4 bytes into the buffer (BUG: atom.cas.b64
// needs 8-byte alignment; every slot is 4 bytes off).
#include <cuda_runtime.h>
__global__ void insert_pairs(unsigned *__restrict__ table, const unsigned *__restrict__ keys,
                             const unsigned *__restrict__ vals, int n, int slots) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned long long *slot = reinterpret_cast<unsigned long long *>(table + 1);
  const unsigned long long kv = ((unsigned long long)vals[i] << 32) | keys[i];
  for (int probe = 0; probe < slots; ++probe) {
    const int s = (keys[i] * 2654435761u + probe) % slots;
    if (atomicCAS(slot + s, 0ull, kv) == 0ull) {
      atomicAdd(table, 1u);
      return;
    }
  }
}
