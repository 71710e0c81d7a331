// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Open-addressing hash-table lookup, one key per lane, linear probing. For
// table tuning, lanes probing the same slot in the same round are grouped with
// __match_any_sync and the group leader bumps a per-slot contention counter.
// The match uses the full mask (BUG): lanes that found their key (or an empty
// slot) have already broken out of the probe loop and never take part.
#define EMPTY 0xffffffffu
__device__ __forceinline__ unsigned hash32(unsigned k) {
  k ^= k >> 16; k *= 0x85ebca6bu; k ^= k >> 13; k *= 0xc2b2ae35u; k ^= k >> 16;
  return k;
}
__global__ void probe(const unsigned *__restrict__ keys, const unsigned *__restrict__ tkeys,
                      const int *__restrict__ tvals, unsigned cap_mask, int *__restrict__ out,
                      unsigned *__restrict__ contention) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const unsigned key = keys[i];
  unsigned slot = hash32(key) & cap_mask;
  int found = -1;
  for (int p = 0; p < 64; ++p) {
    const unsigned k = tkeys[slot];
    if (k == key) { found = tvals[slot]; break; }
    if (k == EMPTY) break;
    unsigned peers = __match_any_sync(0xffffffffu, slot);  // BUG: lanes that broke are gone
    if (lane == (unsigned)(__ffs(peers) - 1)) atomicAdd(&contention[slot], __popc(peers));
    slot = (slot + 1) & cap_mask;
  }
  out[i] = found;
}
