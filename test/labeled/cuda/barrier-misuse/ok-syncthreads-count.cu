// EXPECT: clean
// __syncthreads_count/_and: bar.red on barrier 0 with no thread count.
__global__ void votes(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int c = __syncthreads_count(v > 0);
  int a = __syncthreads_and(v != 0);
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = c;
    out[2 * blockIdx.x + 1] = a;
  }
}
