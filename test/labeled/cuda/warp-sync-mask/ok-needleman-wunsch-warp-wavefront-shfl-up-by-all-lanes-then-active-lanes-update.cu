// EXPECT: clean
// Needleman-Wunsch on a 32-column strip, one warp per strip, lane j owns
// column j and the warp sweeps the anti-diagonals: at step d lane j computes
// row d - j + 1. The left and diagonal neighbours come from lane j - 1
// through __shfl_up_sync, executed by the whole warp on every step before
// the `if (active)` that guards the update.
#define MAXM 1024
__global__ void nw_strip(const char *__restrict__ a, const char *__restrict__ b, int *__restrict__ last_row, int m,
                         int match, int mismatch, int gap) {
  __shared__ char as[MAXM];
  for (int k = threadIdx.x; k < m; k += blockDim.x)
    as[k] = a[k];
  __syncthreads();
  int lane = threadIdx.x & 31;
  int strip = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  char bj = b[strip * 32 + lane];
  int cur = -(strip * 32 + lane + 1) * gap; // H(0, j)
  int prev = cur + gap;                     // H(0, j - 1)
  for (int d = 0; d < m + 31; ++d) {
    int i = d - lane + 1; // row this lane computes at step d
    bool active = i >= 1 && i <= m;
    const char *ai = as + (i - 1) - lane; // as[i - 1] via ai[lane]
    int left = __shfl_up_sync(0xffffffffu, cur, 1);
    int diag = __shfl_up_sync(0xffffffffu, prev, 1);
    if (active) {
      if (lane == 0) {
        left = -i * gap;
        diag = -(i - 1) * gap;
      }
      int h = max(diag + (ai[lane] == bj ? match : mismatch), max(cur - gap, left - gap));
      prev = cur;
      cur = h;
    }
  }
  last_row[strip * 32 + lane] = cur;
}
