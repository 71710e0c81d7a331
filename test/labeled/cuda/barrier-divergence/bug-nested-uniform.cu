// EXPECT: barrier-divergence
// A barrier under a parameter test (uniform) nested inside a test on the
// thread index: only the first 64 threads can ever get there.
__global__ void nested(float *x, int mode) {
  __shared__ float s[256];
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  s[threadIdx.x] = v;
  if (threadIdx.x < 64) {
    v *= 2.f;
    if (mode > 1) {
      __syncthreads();
      v += s[(threadIdx.x + 1) % 64];
    }
  }
  x[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
