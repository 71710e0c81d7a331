// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Per-warp minimum distance over a list of candidates. Candidates that fail
// a per-lane visibility test are skipped with `continue`, which also skips
// the full-mask __reduce_min_sync for that lane (BUG: the other lanes wait
// for a lane that never arrives).
__global__ void nearest(const unsigned *__restrict__ dist, const int *__restrict__ visible,
                        unsigned *__restrict__ best, int rounds) {
  int lane = threadIdx.x & 31;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned m = 0xffffffffu;
  for (int r = 0; r < rounds; ++r) {
    int c = (warp * rounds + r) * 32 + lane;
    if (!visible[c])
      continue; // BUG: skips the warp-wide reduction below
    unsigned d = __reduce_min_sync(0xffffffffu, dist[c]);
    m = min(m, d);
  }
  if (lane == 0)
    best[warp] = m;
}
