// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// Smith-Waterman local alignment score, one target sequence per block, the
// query (<= 128 residues) along the threads: thread i owns DP row i+1 and on
// anti-diagonal d computes cell (i+1, d-i+1). The three most recent
// diagonals rotate through shared memory and a __syncthreads() at the bottom
// of the step publishes diagonal d before d+1 reads it. Rows whose cell lies
// off the matrix on this diagonal (not started yet, or already finished)
// `continue`, which also skips that barrier: in every step but the middle
// ones, part of the block goes round the loop without it.
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
    const int *prev = H[(d + 2) % 3];  // diagonal d-1
    const int *prev2 = H[(d + 1) % 3]; // diagonal d-2
    const int j = d - i;
    if (i >= qlen || j < 0 || j >= n)
      continue; // BUG: skips the step barrier below
    const int s = (qc == t[j]) ? match : mismatch;
    int h = max(0, prev2[i] + s);  // (i, j-1) -> diagonal
    h = max(h, prev[i] - gap);     // (i, j)   -> up
    h = max(h, prev[i + 1] - gap); // (i+1, j-1) -> left
    cur[i + 1] = h;
    mymax = max(mymax, h);
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
