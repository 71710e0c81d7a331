// EXPECT: clean
// The standard full-warp reduction, unconditional, plus a warp-uniform
// branch on the warp index.
__global__ void warp_sums(const int *in, int *out, int warps_used) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  unsigned warp = threadIdx.x / 32;
  if (warp < warps_used) {
    unsigned any = __any_sync(0xffffffffu, v > 0);
    if ((threadIdx.x & 31) == 0)
      out[blockIdx.x * 32 + warp] = v + any;
  }
}
