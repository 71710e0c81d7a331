// EXPECT: warp-sync-mask
// Radix-select style top-k, final pass: every element above the threshold is
// appended to the output with warp-aggregated slot allocation. The ballot that
// ranks the selected lanes was moved inside the `v > thresh` branch with the
// full mask (BUG): the lanes whose element is not selected never vote, and the
// selected ones wait for them.
__global__ void select_above(const float *__restrict__ x, int n, float thresh,
                             float *__restrict__ out, int *__restrict__ out_idx,
                             int *__restrict__ count) {
  const unsigned lane = threadIdx.x & 31;
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const int i = base + threadIdx.x;
    const float v = i < n ? x[i] : -INFINITY;
    if (v > thresh) {
      unsigned sel = __ballot_sync(0xffffffffu, 1);  // BUG: only selected lanes vote
      int leader = __ffs(sel) - 1;
      int pos = 0;
      if (lane == (unsigned)leader) pos = atomicAdd(count, __popc(sel));
      pos = __shfl_sync(sel, pos, leader) + __popc(sel & ((1u << lane) - 1));
      out[pos] = v;
      out_idx[pos] = i;
    }
  }
}
