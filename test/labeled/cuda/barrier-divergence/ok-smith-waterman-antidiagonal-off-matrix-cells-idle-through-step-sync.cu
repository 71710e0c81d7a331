// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Smith-Waterman local alignment score on anti-diagonals, one target per
// block, thread i owning DP row i+1. Threads whose cell is off the matrix on
// diagonal d only skip the cell update; every thread goes through the
// step's __syncthreads() (the loop bound qlen + n - 1 is the same for the
// whole block), so diagonal d is complete before any thread reads it at d+1
// and before the buffer is rotated back in at d+3.
#define QMAX 128

__global__ void __launch_bounds__(QMAX)
sw_score_antidiag(const char *__restrict__ query, int qlen,
                  const char *__restrict__ targets, const int *__restrict__ toff,
                  const int *__restrict__ tlen, int *__restrict__ best,
                  int match, int mismatch, int gap) {
  __shared__ int H[3][QMAX + 1];
  __shared__ int red[QMAX];
  const int i = threadIdx.x;
  const char *t = targets + toff[blockIdx.x];
  const int n = tlen[blockIdx.x];
  for (int k = i; k < 3 * (QMAX + 1); k += QMAX)
    (&H[0][0])[k] = 0;
  const char qc = i < qlen ? query[i] : 0;
  int mymax = 0;
  __syncthreads();

  for (int d = 0; d < qlen + n - 1; ++d) {
    int *cur = H[d % 3];
    const int *prev = H[(d + 2) % 3];
    const int *prev2 = H[(d + 1) % 3];
    const int j = d - i;
    if (i < qlen && j >= 0 && j < n) {
      const int s = (qc == t[j]) ? match : mismatch;
      int h = max(0, prev2[i] + s);
      h = max(h, prev[i] - gap);
      h = max(h, prev[i + 1] - gap);
      cur[i + 1] = h;
      mymax = max(mymax, h);
    }
    __syncthreads();
  }

  red[i] = mymax;
  __syncthreads();
  for (int s = QMAX / 2; s > 0; s >>= 1) {
    if (i < s)
      red[i] = max(red[i], red[i + s]);
    __syncthreads();
  }
  if (i == 0)
    best[blockIdx.x] = red[0];
}
