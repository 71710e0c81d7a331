// EXPECT: clean
// Batched in-place LU (no pivoting) of small n x n matrices, n <= 32, one
// matrix per 32 x 32 block. Threads outside the n x n corner load nothing and
// store nothing but stay in the kernel: every thread runs the same n - 1
// pivot steps (n is a kernel parameter) and meets both barriers of each step.
template <int MAXN>
__global__ void lu_batched(float *mats, int n) {
  __shared__ float A[MAXN][MAXN + 1];
  const int col = threadIdx.x, row = threadIdx.y;
  float *M = mats + (size_t)blockIdx.x * n * n;
  const bool in = row < n && col < n;
  if (in)
    A[row][col] = M[row * n + col];
  __syncthreads();
  for (int k = 0; k < n - 1; ++k) {
    if (in && row > k && col == k)
      A[row][k] /= A[k][k];
    __syncthreads();
    if (in && row > k && col > k)
      A[row][col] -= A[row][k] * A[k][col];
    __syncthreads();
  }
  if (in)
    M[row * n + col] = A[row][col];
}
template __global__ void lu_batched<32>(float *, int);
