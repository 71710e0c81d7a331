// EXPECT: clean
// Per-warp work under a warp-uniform condition, then a block barrier that
// everyone reaches; the second phase is done by the first warp only.
__global__ void two_phase(const int *in, int *out) {
  __shared__ int warp_sums[32];
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if (lane == 0)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0)
      out[blockIdx.x] = s;
  }
}
