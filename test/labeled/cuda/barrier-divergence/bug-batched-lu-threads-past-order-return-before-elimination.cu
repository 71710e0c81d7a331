// EXPECT: barrier-divergence
// Batched in-place LU (no pivoting) of small n x n matrices, n <= 32, one
// matrix per block of 32 x 32 threads (thread (x, y) owns element (y, x)).
// Threads outside the n x n corner return right after the load (BUG): the
// elimination loop below has a __syncthreads() per pivot step, which the
// returned threads never reach whenever n < 32.
template <int MAXN>
__global__ void lu_batched(float *mats, int n) {
  __shared__ float A[MAXN][MAXN + 1];
  const int col = threadIdx.x, row = threadIdx.y;
  float *M = mats + (size_t)blockIdx.x * n * n;
  if (row >= n || col >= n)
    return;  // BUG: the elimination barriers below are skipped by these threads
  A[row][col] = M[row * n + col];
  __syncthreads();
  for (int k = 0; k < n - 1; ++k) {
    if (row > k && col == k)
      A[row][k] /= A[k][k];
    __syncthreads();
    if (row > k && col > k)
      A[row][col] -= A[row][k] * A[k][col];
    __syncthreads();
  }
  M[row * n + col] = A[row][col];
}
template __global__ void lu_batched<32>(float *, int);
