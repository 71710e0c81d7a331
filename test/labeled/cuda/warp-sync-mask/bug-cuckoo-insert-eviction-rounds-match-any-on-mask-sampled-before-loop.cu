// EXPECT: warp-sync-mask
// Cuckoo hash table build, one key per thread, two hash functions. Lanes of
// a warp that target the same bucket in a round are de-duplicated with
// __match_any_sync so only one of them attempts the atomicExch (the others
// retry next round). The membermask `active` was sampled once with
// __activemask() before the eviction loop, but a lane leaves the loop as
// soon as its key (or the key it evicted) found an empty slot: in later
// rounds match.any names lanes that are no longer executing it.
#define EMPTY 0xFFFFFFFFu
#define MAX_ROUNDS 32

__device__ __forceinline__ unsigned h0(unsigned k, unsigned mask) { return (k * 0x9E3779B1u) >> 7 & mask; }
__device__ __forceinline__ unsigned h1(unsigned k, unsigned mask) { return ((k ^ 0x5bd1e995u) * 0x85EBCA77u) >> 9 & mask; }

__global__ void cuckoo_build(const unsigned *__restrict__ keys, int n, unsigned *__restrict__ table,
                             unsigned bucket_mask, int *__restrict__ failed) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const unsigned active = __activemask();
  unsigned key = keys[i];
  unsigned slot = h0(key, bucket_mask);
  bool pending = true;
  for (int round = 0; round < MAX_ROUNDS && pending; ++round) {
    const unsigned peers = __match_any_sync(active, slot); // BUG: stale after lanes leave
    const int leader = __ffs(peers) - 1;
    if ((int)(threadIdx.x & 31) == leader) {
      const unsigned old = atomicExch(&table[slot], key);
      if (old == EMPTY) {
        pending = false;
      } else {
        key = old; // carry the evicted key to its other bucket
        const unsigned a = h0(key, bucket_mask);
        slot = a == slot ? h1(key, bucket_mask) : a;
      }
    }
  }
  if (pending)
    atomicAdd(failed, 1);
}
