// EXPECT: clean
// The same sweeps, but the loop condition is the block-wide vote
// __syncthreads_or(r > eps): every thread gets the same answer.
__global__ void jacobi(float *u, const float *f, float eps) {
  __shared__ float s[130];
  int t = threadIdx.x + 1;
  s[t] = u[blockIdx.x * 128 + threadIdx.x];
  if (threadIdx.x == 0) { s[0] = 0.f; s[129] = 0.f; }
  float r;
  __syncthreads();
  do {
    float nv = 0.5f * (s[t - 1] + s[t + 1] - f[blockIdx.x * 128 + threadIdx.x]);
    r = fabsf(nv - s[t]);
    __syncthreads();
    s[t] = nv;
  } while (__syncthreads_or(r > eps));
  u[blockIdx.x * 128 + threadIdx.x] = s[t];
}
