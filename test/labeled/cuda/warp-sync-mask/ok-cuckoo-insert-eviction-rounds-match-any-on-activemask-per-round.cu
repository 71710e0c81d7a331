// EXPECT: clean
// Cuckoo hash table build, one key per thread: in each eviction round the
// lanes still holding a key re-sample __activemask() inside the loop body
// and de-duplicate their target buckets with __match_any_sync over that
// mask, so the mask names exactly the lanes that are in this round
// (lanes that placed their key left the loop in an earlier round).
#define EMPTY 0xFFFFFFFFu
#define MAX_ROUNDS 32

__device__ __forceinline__ unsigned h0(unsigned k, unsigned mask) { return (k * 0x9E3779B1u) >> 7 & mask; }
__device__ __forceinline__ unsigned h1(unsigned k, unsigned mask) { return ((k ^ 0x5bd1e995u) * 0x85EBCA77u) >> 9 & mask; }

__global__ void cuckoo_build(const unsigned *__restrict__ keys, int n, unsigned *__restrict__ table,
                             unsigned bucket_mask, int *__restrict__ failed) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned key = keys[i];
  unsigned slot = h0(key, bucket_mask);
  bool pending = true;
  for (int round = 0; round < MAX_ROUNDS && pending; ++round) {
    const unsigned active = __activemask();
    const unsigned peers = __match_any_sync(active, slot);
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
