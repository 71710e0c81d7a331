// EXPECT: clean
// Iterative smoothing of one 256-element tile per block until it converges:
// each thread tests its own change, and __syncthreads_and folds the tests
// into one answer that every thread of the block receives, so the break is
// the same in every thread and the barriers of the loop body are reached
// equally often.
__global__ void __launch_bounds__(256) smooth_until_converged(float *x, float tol, int max_iters) {
  __shared__ float s[258];
  unsigned t = threadIdx.x;
  float *row = x + blockIdx.x * 256;
  s[t + 1] = row[t];
  if (t == 0) {
    s[0] = row[0];
    s[257] = row[255];
  }
  __syncthreads();
  for (int it = 0; it < max_iters; ++it) {
    float v = 0.25f * s[t] + 0.5f * s[t + 1] + 0.25f * s[t + 2];
    float delta = fabsf(v - s[t + 1]);
    __syncthreads();
    s[t + 1] = v;
    if (__syncthreads_and(delta < tol))
      break;
  }
  row[t] = s[t + 1];
}
