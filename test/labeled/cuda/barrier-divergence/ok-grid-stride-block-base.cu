// EXPECT: clean
// Grid-stride loop whose induction variable is the block's base offset, not
// the thread's index: the trip count is the same for every thread of the
// block, and the thread's own bound only guards its load and store.
__global__ void scale_shift(const float *in, float *out, int n) {
  __shared__ float buf[256];
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    int i = base + threadIdx.x;
    buf[threadIdx.x] = i < n ? in[i] : 0.f;
    __syncthreads();
    float nb = threadIdx.x + 1 < blockDim.x ? buf[threadIdx.x + 1] : 0.f;
    if (i < n)
      out[i] = buf[threadIdx.x] * 2.f + nb;
    __syncthreads();
  }
}
