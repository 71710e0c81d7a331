// EXPECT: clean
// Block-wide inclusive scan: warp scans with shuffles, warp totals through
// shared memory, a barrier outside every thread-dependent branch, then the
// first warp scans the totals.
__global__ void block_scan(const int *in, int *out) {
  __shared__ int warp_tot[32];
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 1; o < 32; o <<= 1) {
    int u = __shfl_up_sync(0xffffffff, v, o);
    if (lane >= o)
      v += u;
  }
  if (lane == 31)
    warp_tot[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int nw = blockDim.x >> 5;
    int t = lane < nw ? warp_tot[lane] : 0;
    for (int o = 1; o < 32; o <<= 1) {
      int u = __shfl_up_sync(0xffffffff, t, o);
      if (lane >= o)
        t += u;
    }
    warp_tot[lane] = t;
  }
  __syncthreads();
  if (warp > 0)
    v += warp_tot[warp - 1];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
