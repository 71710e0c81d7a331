// EXPECT: clean
// A persistent kernel: an endless loop that grabs work items from a global
// counter and returns when the queue is drained.
__global__ void persistent(int *next, const float *in, float *out, int n) {
  __shared__ int item;
  while (true) {
    if (threadIdx.x == 0)
      item = atomicAdd(next, 1);
    __syncthreads();
    int it = item;
    __syncthreads();
    if (it >= n)
      return;
    out[it * blockDim.x + threadIdx.x] = 2.f * in[it * blockDim.x + threadIdx.x];
  }
}
