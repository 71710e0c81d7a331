// EXPECT: barrier-divergence
// Odd-even transposition sort of 2*blockDim.x keys in shared memory. The
// author tried to stop early once "nothing moved", but tested only the
// thread's own compare-exchange: a thread whose pair was already ordered
// breaks out of the phase loop while the others still wait at the barrier
// at the end of the phase (BUG).
__global__ void odd_even_sort(int *keys) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  int n = 2 * blockDim.x;
  int *blk = keys + blockIdx.x * n;
  s[2 * t] = blk[2 * t];
  s[2 * t + 1] = blk[2 * t + 1];
  __syncthreads();
  for (int phase = 0; phase < n; ++phase) {
    int i = 2 * t + (phase & 1);
    bool swapped = false;
    if (i + 1 < n && s[i] > s[i + 1]) {
      int tmp = s[i];
      s[i] = s[i + 1];
      s[i + 1] = tmp;
      swapped = true;
    }
    if (!swapped && phase > 1)
      break; // BUG: a per-thread decision to leave the loop
    __syncthreads();
  }
  __syncthreads();
  blk[2 * t] = s[2 * t];
  blk[2 * t + 1] = s[2 * t + 1];
}
