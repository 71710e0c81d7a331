// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=64
// BUG: batched forward substitution L x = b for small (64 x 64) lower-
// triangular systems, one system per block, column-oriented: at step k thread
// k finalises x[k] and every row below subtracts L[r][k] * x[k]. A thread's
// row is final once k passes it, so the author let it `break` out of the
// column loop ("nothing left to do"); but the loop's barriers are then
// waited by fewer threads, and the final barrier before the coalesced
// write-back comes too early for the rows still being updated.
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
    if (r <= k) break;
    acc -= A[r * N + k] * xs[k];
  }
  __syncthreads();
  x[blockIdx.x * N + r] = xs[r];
}
template __global__ void trsv_lower_batched<float>(const float *, const float *, float *);
template __global__ void trsv_lower_batched<double>(const double *, const double *, double *);
