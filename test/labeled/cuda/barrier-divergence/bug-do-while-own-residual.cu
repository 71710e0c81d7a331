// EXPECT: barrier-divergence
// Jacobi sweeps until the thread's own residual is small: each thread
// decides for itself when to stop, so the barrier inside the loop is
// reached a different number of times by different threads.
__global__ void jacobi(float *u, const float *f, float eps) {
  __shared__ float s[130];
  int t = threadIdx.x + 1;
  s[t] = u[blockIdx.x * 128 + threadIdx.x];
  if (threadIdx.x == 0) { s[0] = 0.f; s[129] = 0.f; }
  float r;
  do {
    __syncthreads();
    float nv = 0.5f * (s[t - 1] + s[t + 1] - f[blockIdx.x * 128 + threadIdx.x]);
    r = fabsf(nv - s[t]);
    __syncthreads();
    s[t] = nv;
  } while (r > eps);
  u[blockIdx.x * 128 + threadIdx.x] = s[t];
}
