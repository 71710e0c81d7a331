// EXPECT: barrier-divergence
// Bounds check with an early return before the block-wide barrier: the threads
// past n never reach __syncthreads() (a hang, or a barrier that counts wrong).
__global__ void smooth(const float *in, float *out, int n) {
  __shared__ float tile[258];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  tile[threadIdx.x + 1] = in[i];
  if (threadIdx.x == 0)
    tile[0] = i > 0 ? in[i - 1] : 0.f;
  __syncthreads();
  out[i] = (tile[threadIdx.x] + tile[threadIdx.x + 1]) * 0.5f;
}
