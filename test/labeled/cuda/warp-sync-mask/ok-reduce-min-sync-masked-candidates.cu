// EXPECT: clean
// ARCHS: sm_80 sm_90
// Per-warp minimum distance over a list of candidates; invisible candidates
// contribute UINT_MAX instead of skipping the warp-wide reduction, so all 32
// lanes run every __reduce_min_sync.
__global__ void nearest(const unsigned *__restrict__ dist, const int *__restrict__ visible,
                        unsigned *__restrict__ best, int rounds) {
  int lane = threadIdx.x & 31;
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned m = 0xffffffffu;
  for (int r = 0; r < rounds; ++r) {
    int c = (warp * rounds + r) * 32 + lane;
    unsigned d = visible[c] ? dist[c] : 0xffffffffu;
    m = min(m, __reduce_min_sync(0xffffffffu, d));
  }
  if (lane == 0)
    best[warp] = m;
}
