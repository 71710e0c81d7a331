// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Shared-memory histogram privatisation with warp-aggregated atomics: lanes
// holding the same bin find each other with __match_any_sync and the lowest
// (__ffs) adds the group's count. The match uses the full mask inside
// `if (i < n)` (BUG): in the last warp of the input the lanes past n never
// execute it.
__global__ void hist_match_any(const int* __restrict__ keys, unsigned* __restrict__ hist, int n, int nbins) {
  extern __shared__ unsigned sh[];
  for (int b = threadIdx.x; b < nbins; b += 256) sh[b] = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n) {
    const int bin = keys[i] % nbins;
    const unsigned peers = __match_any_sync(0xffffffffu, bin);  // BUG
    const int leader = __ffs(peers) - 1;
    if (lane == leader) atomicAdd(&sh[bin], __popc(peers));
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += 256)
    if (sh[b]) atomicAdd(&hist[b], sh[b]);
}
