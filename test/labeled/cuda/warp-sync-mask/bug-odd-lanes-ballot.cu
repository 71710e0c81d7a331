// EXPECT: warp-sync-mask
// A ballot with the full mask executed by the odd lanes only.
__global__ void odd_ballot(const int *in, unsigned *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (threadIdx.x % 2) {
    unsigned b = __ballot_sync(0xffffffffu, v > 0);
    if ((threadIdx.x & 31) == 1)
      out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = b;
  }
}
