// EXPECT: clean
// Kogge-Stone inclusive scan within a warp: every lane executes the
// full-mask __shfl_up_sync at every step, and only the add is conditional on
// lane >= d. The block then offsets each warp by the sums of earlier warps.
__global__ void block_scan(const int *in, int *out) {
  __shared__ int warp_sums[32];
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d)
      v += t;
  }
  if (lane == 31)
    warp_sums[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int s = lane < blockDim.x / 32 ? warp_sums[lane] : 0;
    for (int d = 1; d < 32; d <<= 1) {
      int t = __shfl_up_sync(0xffffffffu, s, d);
      if (lane >= d)
        s += t;
    }
    warp_sums[lane] = s;
  }
  __syncthreads();
  if (warp > 0)
    v += warp_sums[warp - 1];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
