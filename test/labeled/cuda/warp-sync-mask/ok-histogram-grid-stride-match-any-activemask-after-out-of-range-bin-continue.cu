// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A global histogram with warp-aggregated atomics: in a grid-stride loop,
// values outside the histogram range `continue`, and the lanes still in the
// trip group by bin with __match_any_sync over __activemask(), exactly the
// lanes that run it; the group's leader adds the group size.
__global__ void __launch_bounds__(256) hist(const float *__restrict__ x, int n, float lo, float inv_w,
                                            int nbins, unsigned *__restrict__ bins) {
  int lane = threadIdx.x & 31;
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) {
    int b = (int)floorf((x[i] - lo) * inv_w);
    if (b < 0 || b >= nbins)
      continue;
    unsigned peers = __match_any_sync(__activemask(), b);
    if (lane == __ffs(peers) - 1)
      atomicAdd(&bins[b], (unsigned)__popc(peers));
  }
}
