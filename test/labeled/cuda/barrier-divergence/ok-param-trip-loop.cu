// EXPECT: clean
// A barrier in a loop whose trip count comes from a kernel parameter and the
// thread's work in the body is predicated, not the barrier.
__global__ void smooth(float *x, int iters, int n) {
  __shared__ float s[130];
  int t = threadIdx.x;
  for (int it = 0; it < iters; ++it) {
    if (t < n)
      s[t + 1] = x[blockIdx.x * n + t];
    __syncthreads();
    if (t > 0 && t < n - 1)
      x[blockIdx.x * n + t] = (s[t] + s[t + 1] + s[t + 2]) / 3.f;
    __syncthreads();
  }
}
