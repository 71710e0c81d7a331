// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: a global histogram with warp-aggregated atomics: in a grid-stride
// loop, lanes with the same bin are grouped with __match_any_sync and the
// group's leader adds the group size. Values outside the histogram range
// `continue` before the match, which still uses the full mask: it names the
// lanes that skipped it (and, in the last trip, the lanes past n).
__global__ void __launch_bounds__(256) hist(const float *__restrict__ x, int n, float lo, float inv_w,
                                            int nbins, unsigned *__restrict__ bins) {
  int lane = threadIdx.x & 31;
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) {
    int b = (int)floorf((x[i] - lo) * inv_w);
    if (b < 0 || b >= nbins)
      continue;
    unsigned peers = __match_any_sync(0xffffffffu, b);
    if (lane == __ffs(peers) - 1)
      atomicAdd(&bins[b], (unsigned)__popc(peers));
  }
}
