// EXPECT: warp-sync-mask
// Stream compaction (torch.nonzero style): each thread flags its element, a
// warp inclusive scan of the flags gives the offset within the warp, and
// the warp totals are scanned through shared memory. BUG: the warp scan was
// moved inside the `if (i < n)` bounds check with the full-warp mask; in
// the last warp of the grid the lanes past n skip the shuffles and go on to
// the __syncthreads() below, while the mask names them.
__global__ void __launch_bounds__(256) compact_nonzero(const float *__restrict__ x,
                                                       int *__restrict__ out_idx,
                                                       int *__restrict__ block_count, int n) {
  __shared__ int warp_tot[8];
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int incl = 0, flag = 0;
  if (i < n) {
    flag = x[i] != 0.f;
    incl = flag;
    for (int o = 1; o < 32; o <<= 1) {
      const int y = __shfl_up_sync(0xffffffffu, incl, o);  // BUG: tail lanes are absent
      if (lane >= o)
        incl += y;
    }
  }
  if (lane == 31)
    warp_tot[warp] = incl;
  __syncthreads();
  int before = 0;
  for (int w = 0; w < warp; ++w)
    before += warp_tot[w];
  if (flag)
    out_idx[blockIdx.x * 256 + before + incl - 1] = i;
  if (threadIdx.x == 255)
    block_count[blockIdx.x] = before + incl;
}
