// EXPECT: barrier-divergence
// Threshold filter over chunks staged in shared memory. A thread whose own
// element is below the threshold `continue`s (line marked BUG) and skips the
// __syncthreads() at the end of the iteration that the others wait on.
__global__ void filter_chunks(const float *__restrict__ x, float *__restrict__ y, int chunks,
                              float thresh) {
  __shared__ float tile[256];
  for (int c = 0; c < chunks; ++c) {
    int i = (blockIdx.x * chunks + c) * 256 + threadIdx.x;
    float v = x[i];
    tile[threadIdx.x] = v;
    __syncthreads();
    if (v < thresh)
      continue; // BUG: skips the barrier below
    y[i] = v + tile[(threadIdx.x + 1) & 255];
    __syncthreads();
  }
}
