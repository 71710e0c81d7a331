// EXPECT: barrier-divergence
// The same grid-stride loop driven by the thread's own index: when n is not
// a multiple of the grid's thread count the last round has only some threads
// of a block, and they wait at a barrier the others never reach.
__global__ void scale_shift(const float *in, float *out, int n) {
  __shared__ float buf[256];
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    buf[threadIdx.x] = in[i];
    __syncthreads();
    float nb = threadIdx.x + 1 < blockDim.x ? buf[threadIdx.x + 1] : 0.f;
    out[i] = buf[threadIdx.x] * 2.f + nb;
    __syncthreads();
  }
}
