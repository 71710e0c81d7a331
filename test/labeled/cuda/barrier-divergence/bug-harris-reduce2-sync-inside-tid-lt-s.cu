// EXPECT: barrier-divergence
// Harris's reduce2 (sequential addressing), with the __syncthreads() of the
// tree loop moved into the `if (tid < s)` body "so that idle threads do not
// wait" (BUG): from the first level on only the lower s threads reach the
// barrier, the upper half of the block runs ahead to the next level's
// barrier (or leaves the loop), so the barrier is not reached by the whole
// block and the kernel hangs or sums stale values.
__global__ void reduce2(const int *g_idata, int *g_odata, unsigned n) {
  extern __shared__ int sdata[];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? g_idata[i] : 0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      sdata[tid] += sdata[tid + s];
      __syncthreads();
    }
  }
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}
