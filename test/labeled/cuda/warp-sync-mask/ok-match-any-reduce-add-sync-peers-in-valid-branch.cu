// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated histogram update: lanes with a valid key group themselves
// by key with __match_any_sync over the ballot of valid lanes, sum their
// weights with __reduce_add_sync over the peer set (sm_80), and the lowest
// lane of each peer set does the one atomic. Both collectives run inside
// `if (valid)` with masks made only of valid lanes: the ballot's own set and
// a subset of it.
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
weighted_hist(const int *__restrict__ keys, const unsigned *__restrict__ w,
              unsigned *__restrict__ hist, int n, int nbins) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  const int key = i < n ? keys[i] : -1;
  const bool valid = key >= 0 && key < nbins;
  const unsigned live = __ballot_sync(0xffffffffu, valid);
  if (valid) {
    const unsigned peers = __match_any_sync(live, key);
    const unsigned sum = __reduce_add_sync(peers, w[i]);
    const unsigned lane = threadIdx.x & 31;
    if (lane == __ffs(peers) - 1)
      atomicAdd(&hist[key], sum);
  }
}
template __global__ void weighted_hist<256>(const int *, const unsigned *, unsigned *, int, int);
