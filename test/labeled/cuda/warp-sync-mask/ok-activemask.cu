// EXPECT: clean
// __activemask() as the mask of a data-dependent path.
__global__ void positive_count(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0) {
    unsigned m = __activemask();
    unsigned b = __ballot_sync(m, v > 10);
    out[blockIdx.x * blockDim.x + threadIdx.x] = __popc(b);
  }
}
