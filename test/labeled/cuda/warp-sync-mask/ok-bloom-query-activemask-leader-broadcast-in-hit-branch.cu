// EXPECT: clean
// Bloom filter query with warp-aggregated result append: each lane tests its
// key against k bits; lanes whose key may be present take the `hit` branch,
// sample __activemask() there (on the path that runs the collectives), and
// the first active lane reserves slots for all of them with one atomicAdd
// whose result it broadcasts with __shfl_sync over the same mask.
__global__ void bloom_query(const unsigned long long *__restrict__ keys, int n,
                            const unsigned *__restrict__ bits, unsigned nbits_mask, int k,
                            unsigned long long *__restrict__ maybe, int *__restrict__ count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const unsigned long long key = i < n ? keys[i] : 0ull;
  unsigned h = (unsigned)(key * 0x9e3779b97f4a7c15ull >> 32), h2 = (h >> 16) | 1u;
  bool hit = i < n;
  for (int j = 0; j < k && hit; ++j) {
    const unsigned bit = (h + j * h2) & nbits_mask;
    hit = (bits[bit >> 5] >> (bit & 31)) & 1u;
  }
  if (hit) {
    const unsigned m = __activemask();
    const int leader = __ffs(m) - 1;
    int base = 0;
    if (lane == (unsigned)leader) base = atomicAdd(count, __popc(m));
    base = __shfl_sync(m, base, leader);
    maybe[base + __popc(m & ((1u << lane) - 1u))] = key;
  }
}
