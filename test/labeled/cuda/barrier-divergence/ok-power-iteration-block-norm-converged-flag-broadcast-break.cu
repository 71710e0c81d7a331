// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Power iteration for the dominant eigenvalue of a small dense matrix (n <=
// 256), one matrix per CTA, vector in shared memory. Each trip computes
// y = A x, its norm with a block reduction, normalises, and thread 0 decides
// convergence into a shared flag. Every thread reads the flag after the
// __syncthreads() that follows thread 0's write, and thread 0's next write
// comes only after the next trip's reduction barriers: the break is taken by
// the whole CTA in the same trip.
#define NMAX 256

__global__ void __launch_bounds__(NMAX)
power_iteration(const float *__restrict__ A, int n, int max_iter, float tol,
                float *__restrict__ lambda, float *__restrict__ vec) {
  __shared__ float x[NMAX], red[NMAX];
  __shared__ int s_done;
  __shared__ float s_lambda;
  const int i = threadIdx.x;
  const float *M = A + (size_t)blockIdx.x * n * n;
  if (i < n)
    x[i] = rsqrtf((float)n);
  if (i == 0) {
    s_done = 0;
    s_lambda = 0.f;
  }
  __syncthreads();
  for (int it = 0; it < max_iter; ++it) {
    float y = 0.f;
    if (i < n)
      for (int j = 0; j < n; ++j)
        y += M[(size_t)i * n + j] * x[j];
    red[i] = y * y;
    __syncthreads();
    for (int s = NMAX / 2; s > 0; s >>= 1) {
      if (i < s)
        red[i] += red[i + s];
      __syncthreads();
    }
    const float norm = sqrtf(red[0]);
    if (i < n)
      x[i] = y / norm;
    if (i == 0) {
      s_done = fabsf(norm - s_lambda) <= tol * norm;
      s_lambda = norm;
    }
    __syncthreads();
    if (s_done)
      break;
  }
  if (i < n)
    vec[(size_t)blockIdx.x * n + i] = x[i];
  if (i == 0)
    lambda[blockIdx.x] = s_lambda;
}
