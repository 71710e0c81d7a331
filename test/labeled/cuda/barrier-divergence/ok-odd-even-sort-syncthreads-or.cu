// EXPECT: clean
// Odd-even transposition sort of 2*blockDim.x keys in shared memory with an
// early stop done right: __syncthreads_or combines every thread's "I
// swapped" flag, so the whole block sees the same answer and leaves the
// phase loop together.
__global__ void odd_even_sort(int *keys) {
  extern __shared__ int s[];
  int t = threadIdx.x;
  int n = 2 * blockDim.x;
  int *blk = keys + blockIdx.x * n;
  s[2 * t] = blk[2 * t];
  s[2 * t + 1] = blk[2 * t + 1];
  __syncthreads();
  int quiet = 0;
  for (int phase = 0; phase < n; ++phase) {
    int i = 2 * t + (phase & 1);
    int swapped = 0;
    if (i + 1 < n && s[i] > s[i + 1]) {
      int tmp = s[i];
      s[i] = s[i + 1];
      s[i + 1] = tmp;
      swapped = 1;
    }
    // Two quiet phases in a row (one odd, one even) mean the keys are sorted.
    quiet = __syncthreads_or(swapped) ? 0 : quiet + 1;
    if (quiet == 2)
      break;
  }
  blk[2 * t] = s[2 * t];
  blk[2 * t + 1] = s[2 * t + 1];
}
