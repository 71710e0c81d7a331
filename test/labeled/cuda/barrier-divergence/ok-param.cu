// EXPECT: clean
// Barriers under conditions on kernel parameters only.
__global__ void maybe_shift(float *data, int shift, bool twice) {
  __shared__ float s[512];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * blockDim.x + t];
  if (shift > 0) {
    __syncthreads();
    float v = s[(t + shift) % blockDim.x];
    __syncthreads();
    s[t] = v;
  }
  if (twice) {
    __syncthreads();
    s[t] *= 2.f;
  }
  __syncthreads();
  data[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}
