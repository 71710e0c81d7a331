// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: batched Levenshtein distance, one pair of strings (each at most 128
// characters) per block, computed along anti-diagonals d = i + j of the DP
// matrix, three diagonals kept in shared memory. Thread t owns row i = t + 1;
// on diagonal d only the threads with 1 <= d - i <= lb have a cell, and the
// refactor that added the `continue` for the others skipped the diagonal's
// __syncthreads as well, so the block's threads reach it different numbers
// of times.
#define L 128
__global__ void __launch_bounds__(L)
levenshtein_batch(const char *__restrict__ a, const char *__restrict__ b,
                  const int *__restrict__ alen, const int *__restrict__ blen,
                  int *__restrict__ dist) {
  __shared__ int diag[3][L + 1];
  __shared__ char sa[L], sb[L];
  const int p = blockIdx.x, t = threadIdx.x, i = t + 1;
  const int la = alen[p], lb = blen[p];
  sa[t] = t < la ? a[p * L + t] : 0;
  sb[t] = t < lb ? b[p * L + t] : 0;
  __syncthreads();
  for (int d = 0; d <= la + lb; ++d) {
    int *cur = diag[d % 3];
    const int *prev = diag[(d + 2) % 3], *prev2 = diag[(d + 1) % 3];
    const int j = d - i;
    if (t == 0 && d <= lb) cur[0] = d;
    if (i == d && i <= la) cur[i] = d;
    if (i > la || j < 1 || j > lb) continue;
    cur[i] = min(min(prev[i - 1], prev[i]) + 1, prev2[i - 1] + (sa[i - 1] != sb[j - 1]));
    __syncthreads();
  }
  if (t == 0) dist[p] = diag[(la + lb) % 3][la];
}
