// EXPECT: clean
// __syncthreads_or / __syncthreads_count return the same value to every
// thread of the block, so branching on them keeps the barrier uniform.
__global__ void any_negative(float *x, int *count) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  float v = x[blockIdx.x * 256 + t];
  s[t] = v;
  if (__syncthreads_or(v < 0.f)) {
    s[t] = fabsf(s[t]);
    __syncthreads();
    x[blockIdx.x * 256 + t] = s[255 - t];
  }
  int c = __syncthreads_count(v > 1.f);
  if (c > 0) {
    __syncthreads();
    if (t == 0)
      count[blockIdx.x] = c;
  }
}
