// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// OK: HyperLogLog sketch update (p = 12, 4096 registers in shared
// memory, merged into the global sketch at the end). Lanes hitting the same
// register are grouped with __match_any_sync and only the group's leader
// does the atomicMax with the group's maximum rank. Keys equal to the
// "empty" sentinel are skipped: the live lanes are balloted before the test
// and the match and the max reduction inside it name exactly those lanes
// (a match group is a subset of them).
#define P 12
__device__ __forceinline__ unsigned long long mix64(unsigned long long k) {
  k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL; k ^= k >> 33;
  return k;
}
__global__ void __launch_bounds__(256)
hll_add(const unsigned long long *__restrict__ keys, int n, unsigned *__restrict__ sketch) {
  __shared__ unsigned regs[1 << P];
  for (int i = threadIdx.x; i < (1 << P); i += blockDim.x) regs[i] = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const int stride = gridDim.x * blockDim.x;
  for (int base = blockIdx.x * blockDim.x; base < n; base += stride) {
    const int i = base + threadIdx.x;
    const unsigned long long k = i < n ? keys[i] : ~0ULL;
    const unsigned live = __ballot_sync(0xffffffffu, k != ~0ULL);
    if (k != ~0ULL) {
      const unsigned long long h = mix64(k);
      const unsigned idx = (unsigned)(h >> (64 - P));
      const unsigned rank = min(__clzll(h << P) + 1, 64 - P + 1);
      const unsigned peers = __match_any_sync(live, idx);
      const unsigned best = __reduce_max_sync(peers, rank);
      if (lane == __ffs(peers) - 1) atomicMax(&regs[idx], best);
    }
  }
  __syncthreads();
  for (int i = threadIdx.x; i < (1 << P); i += blockDim.x) atomicMax(&sketch[i], regs[i]);
}
