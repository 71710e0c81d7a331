// EXPECT: warp-sync-mask
// The mask is the ballot of `x > 0` but the branch runs for `x >= 0`: lanes
// holding exactly zero execute the shuffle without being in its mask.
__global__ void positive_sum(const int *in, int *out) {
  int x = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned m = __ballot_sync(0xffffffff, x > 0);
  if (x >= 0) {
    int s = x;
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(m, s, o);
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
  }
}
