// EXPECT: clean
// Thread 0 decides, publishes the decision through shared memory, a barrier
// makes it visible, and every thread branches on the same shared value.
__global__ void converge(float *x, const float *tol, int *iters) {
  __shared__ int done;
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = x[blockIdx.x * 256 + t];
  for (int it = 0; it < 100; ++it) {
    if (t == 0)
      done = fabsf(s[0] - s[255]) < *tol;
    __syncthreads();
    if (done)
      break;
    float v = 0.5f * (s[t] + s[(t + 1) & 255]);
    __syncthreads();
    s[t] = v;
    __syncthreads();
  }
  x[blockIdx.x * 256 + t] = s[t];
  if (t == 0)
    iters[blockIdx.x] = done;
}
