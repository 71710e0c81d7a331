// EXPECT: clean
// Warp-specialised roles where both branches reach the same barrier: the
// role differs per warp, the barrier is outside the branch.
__global__ void roles(const float *in, float *out) {
  __shared__ float buf[256];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    for (int i = lane; i < 256; i += 32)
      buf[i] = in[blockIdx.x * 256 + i];
  } else {
    out[blockIdx.x * blockDim.x + threadIdx.x] = 0.f;
  }
  __syncthreads();
  if (warp != 0)
    out[blockIdx.x * blockDim.x + threadIdx.x] = buf[threadIdx.x % 256];
}
