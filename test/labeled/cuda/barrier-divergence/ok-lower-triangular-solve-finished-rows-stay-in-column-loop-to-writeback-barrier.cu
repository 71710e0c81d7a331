// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// OK: batched forward substitution L x = b for small (64 x 64) lower-
// triangular systems, one system per block, column-oriented: at step k thread
// k finalises x[k] and every row below subtracts L[r][k] * x[k]. Rows that
// are already final stay in the column loop and only skip the update, so
// every thread meets the 64 column barriers and the one before the write-back.
#define N 64
template <typename T>
__global__ void __launch_bounds__(N)
trsv_lower_batched(const T *__restrict__ Lmat, const T *__restrict__ rhs, T *__restrict__ x) {
  __shared__ T xs[N];
  const int r = threadIdx.x;
  const T *A = Lmat + (size_t)blockIdx.x * N * N;
  T acc = rhs[blockIdx.x * N + r];
  for (int k = 0; k < N; ++k) {
    if (r == k) xs[k] = acc / A[k * N + k];
    __syncthreads();
    if (r > k) acc -= A[r * N + k] * xs[k];
  }
  __syncthreads();
  x[blockIdx.x * N + r] = xs[r];
}
template __global__ void trsv_lower_batched<float>(const float *, const float *, float *);
template __global__ void trsv_lower_batched<double>(const double *, const double *, double *);
