// EXPECT: barrier-divergence
// Chunked block scan over n elements: a thread whose element lies past the
// end breaks out of the chunk loop, but the surviving threads still run the
// Hillis-Steele steps with a __syncthreads() per step.
__global__ void block_scan(const int *in, int *out, int n) {
  __shared__ int buf[256];
  int carry = 0;
  for (int base = 0; base < n; base += blockDim.x) {
    int i = base + threadIdx.x;
    if (i >= n)
      break;
    buf[threadIdx.x] = in[i];
    __syncthreads();
    for (int d = 1; d < blockDim.x; d <<= 1) {
      int t = threadIdx.x >= d ? buf[threadIdx.x - d] : 0;
      __syncthreads();
      buf[threadIdx.x] += t;
      __syncthreads();
    }
    out[i] = buf[threadIdx.x] + carry;
    carry += buf[blockDim.x - 1];
    __syncthreads();
  }
}
