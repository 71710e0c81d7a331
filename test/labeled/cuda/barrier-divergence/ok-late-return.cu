// EXPECT: clean
// The bounds check comes after the last barrier; the barrier itself is
// reached by every thread, and the threads past n only skip the store.
__global__ void scale_rows(const float *in, float *out, const float *factor, int n) {
  __shared__ float f;
  if (threadIdx.x == 0)
    f = factor[blockIdx.x];
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = in[i] * f;
}
