// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// GROUP BY key, SUM(val) with warp-aggregated atomics: the lanes of a warp
// holding the same key find each other with __match_any_sync, their values
// are summed with __reduce_add_sync over that peer group, and the group's
// lowest lane adds the partial sum to the hash-table slot. An "optimisation"
// skips rows whose value is zero between the match and the reduction: the
// peer mask still names those lanes, which never arrive.
#define EMPTY 0xffffffffu

__device__ unsigned slot_of(unsigned *keys, unsigned key, unsigned mask) {
  unsigned h = key * 0x9E3779B1u & mask;
  while (true) {
    unsigned k = atomicCAS(&keys[h], EMPTY, key);
    if (k == EMPTY || k == key)
      return h;
    h = (h + 1) & mask;
  }
}

__global__ void groupby_sum(const unsigned *__restrict__ key_col,
                            const unsigned *__restrict__ val_col, int n,
                            unsigned *__restrict__ ht_keys,
                            unsigned long long *__restrict__ ht_sums,
                            unsigned ht_mask) {
  const int lane = threadIdx.x & 31;
  for (int base = blockIdx.x * blockDim.x + (threadIdx.x & ~31); base < n;
       base += gridDim.x * blockDim.x) {
    const int i = base + lane;
    const bool valid = i < n;
    const unsigned key = valid ? key_col[i] : EMPTY;
    const unsigned val = valid ? val_col[i] : 0u;
    const unsigned peers = __match_any_sync(0xffffffffu, key);
    if (key == EMPTY || val == 0)
      continue;
    const unsigned sum = __reduce_add_sync(peers, val); // BUG: peers with val == 0 skipped
    if (lane == __ffs(peers) - 1)
      atomicAdd(&ht_sums[slot_of(ht_keys, key, ht_mask)], (unsigned long long)sum);
  }
}
