// EXPECT: clean
// A persistent kernel whose only way out is an inline `exit` once the work
// queue is drained: the loop has no exit edge of its own, and the code
// inside it is all reachable.
__global__ void drain(const float *x, float *y, int *next, int n) {
  __shared__ int tile;
  for (;;) {
    if (threadIdx.x == 0)
      tile = atomicAdd(next, 1);
    __syncthreads();
    const int t = tile;
    __syncthreads();
    if (t * (int)blockDim.x >= n)
      asm volatile("exit;");
    int i = t * blockDim.x + threadIdx.x;
    if (i < n)
      y[i] = 2.f * x[i];
  }
}
