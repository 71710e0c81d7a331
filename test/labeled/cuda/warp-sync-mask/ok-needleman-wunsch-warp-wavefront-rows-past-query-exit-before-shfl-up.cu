// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Needleman-Wunsch global alignment score of short queries (m <= 32)
// against targets, one warp per pair, lane r holding DP row r+1 and sweeping
// the anti-diagonals in registers: on step d lane r computes column
// d - r + 1 from its own previous cell (left) and lane r-1's current and
// previous cells (up, diagonal), fetched with __shfl_up_sync(0xffffffff, .., 1).
// Lanes r >= m have no row and return before the sweep. That is allowed:
// the full-mask shuffles wait only for the lanes that have not exited, and
// a lane only ever reads lane r-1 < m, which is still there (lane 0's own
// value comes back to it and is replaced by the boundary row). The sweep's
// trip count m + n - 1 is the same for every lane of the warp.
__global__ void __launch_bounds__(128)
nw_warp(const char *__restrict__ qs, const int *__restrict__ qoff, const int *__restrict__ qlen,
        const char *__restrict__ ts, const int *__restrict__ toff, const int *__restrict__ tlen,
        int npairs, int match, int mismatch, int gap, int *__restrict__ score) {
  const int pair = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  const int r = threadIdx.x & 31;
  if (pair >= npairs)
    return; // the whole warp
  const int m = min(qlen[pair], 32), n = tlen[pair];
  if (r >= m)
    return; // no DP row for this lane
  const char qc = qs[qoff[pair] + r];
  const char *t = ts + toff[pair];
  int h = -(r + 1) * gap; // H(r+1, 0)
  int h_old = h;
  for (int d = 0; d < m + n - 1; ++d) {
    const int cc = d - r + 1; // column this lane computes now (1-based)
    int up = __shfl_up_sync(0xffffffffu, h, 1);      // H(r, cc)
    int diag = __shfl_up_sync(0xffffffffu, h_old, 1); // H(r, cc-1)
    if (r == 0) {
      up = -cc * gap;
      diag = -(cc - 1) * gap;
    }
    if (cc >= 1 && cc <= n) {
      const int s = qc == t[cc - 1] ? match : mismatch;
      const int v = max(diag + s, max(up, h) - gap);
      h_old = h;
      h = v;
    }
  }
  if (r == m - 1)
    score[pair] = h;
}
