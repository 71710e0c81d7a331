// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Shared-memory histogram privatisation with warp-aggregated atomics: the
// warp ballots `i < n` before the branch and the lanes inside match their
// bins under that ballot, which is exactly the set of lanes that run the
// __match_any_sync; the group's lowest lane (__ffs) adds its count.
__global__ void hist_match_any_ok(const int* __restrict__ keys, unsigned* __restrict__ hist, int n, int nbins) {
  extern __shared__ unsigned sh[];
  for (int b = threadIdx.x; b < nbins; b += 256) sh[b] = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  const int i = blockIdx.x * 256 + threadIdx.x;
  const unsigned valid = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    const int bin = keys[i] % nbins;
    const unsigned peers = __match_any_sync(valid, bin);
    const int leader = __ffs(peers) - 1;
    if (lane == leader) atomicAdd(&sh[bin], __popc(peers));
  }
  __syncthreads();
  for (int b = threadIdx.x; b < nbins; b += 256)
    if (sh[b]) atomicAdd(&hist[b], sh[b]);
}
