// EXPECT: clean
// Stream compaction with the warp scan taken by every lane: lanes past n get
// flag 0 and run the same full-mask shfl.up scan, so the scan's total in
// lane 31 is right for the last warp too and every lane named by the mask
// executes each shuffle.
__global__ void __launch_bounds__(256) compact_nonzero(const float *__restrict__ x,
                                                       int *__restrict__ out_idx,
                                                       int *__restrict__ block_count, int n) {
  __shared__ int warp_tot[8];
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int flag = i < n ? x[i] != 0.f : 0;
  int incl = flag;
  for (int o = 1; o < 32; o <<= 1) {
    const int y = __shfl_up_sync(0xffffffffu, incl, o);
    if (lane >= o)
      incl += y;
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
