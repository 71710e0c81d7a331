// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised hash-join probe: the first PRODUCER_WARPS (4) warps
// stream probe-side key tiles into shared memory, the remaining warps probe
// the hash table, and `consumed` is an mbarrier with one arrival per
// consumer warp, its count computed from the launch: blockDim.x / 32 -
// PRODUCER_WARPS. Tuned for 256 threads; the small-input path launches the
// kernel with 128 threads, where that count is 0 -- outside the 1..2^20-1
// range mbarrier.init accepts (and no warp is left to consume anyway).
#include "mbar.cuh"
#define PRODUCER_WARPS 4
#define TILE 512

__global__ void hash_join_probe(const unsigned *__restrict__ keys, int n,
                                const unsigned long long *__restrict__ table, unsigned mask,
                                int *__restrict__ match_count) {
  __shared__ unsigned tile[TILE];
  __shared__ uint64_t loaded, consumed;
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const int consumer_warps = blockDim.x / 32 - PRODUCER_WARPS;
  if (threadIdx.x == 0) {
    mb_init(&loaded, PRODUCER_WARPS * 32);
    mb_init(&consumed, consumer_warps); // BUG: 0 with 128 threads
  }
  __syncthreads();
  int hits = 0;
  unsigned phase = 0;
  for (int base = blockIdx.x * TILE; base < n; base += gridDim.x * TILE, phase ^= 1) {
    if (warp < PRODUCER_WARPS) {
      if (base != blockIdx.x * TILE)
        mb_wait_parity(&consumed, phase ^ 1);
      for (int k = threadIdx.x; k < TILE; k += PRODUCER_WARPS * 32)
        tile[k] = base + k < n ? keys[base + k] : 0xFFFFFFFFu;
      mb_arrive(&loaded);
    } else {
      mb_wait_parity(&loaded, phase);
      for (int k = threadIdx.x - PRODUCER_WARPS * 32; k < TILE; k += consumer_warps * 32) {
        const unsigned key = tile[k];
        if (key == 0xFFFFFFFFu)
          continue;
        unsigned h = (key * 0x9E3779B1u) & mask;
        for (;;) {
          const unsigned long long e = table[h];
          if ((unsigned)e == key) { ++hits; break; }
          if ((unsigned)e == 0xFFFFFFFFu) break;
          h = (h + 1) & mask;
        }
      }
      __syncwarp();
      if (lane == 0)
        mb_arrive(&consumed);
    }
  }
  if (hits)
    atomicAdd(match_count, hits);
}
