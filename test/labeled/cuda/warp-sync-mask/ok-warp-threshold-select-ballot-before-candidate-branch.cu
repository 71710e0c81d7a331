// EXPECT: clean
// Radix-select style top-k, final pass: elements above the threshold are
// appended with warp-aggregated slot allocation. The ballot of the selection
// predicate is taken by the whole warp before the branch (the block-stride
// loop's bound is rounded to whole blocks and out-of-range lanes carry -inf),
// and the leader broadcast inside the branch uses that ballot as its mask.
__global__ void select_above(const float *__restrict__ x, int n, float thresh,
                             float *__restrict__ out, int *__restrict__ out_idx,
                             int *__restrict__ count) {
  const unsigned lane = threadIdx.x & 31;
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const int i = base + threadIdx.x;
    const float v = i < n ? x[i] : -INFINITY;
    const unsigned sel = __ballot_sync(0xffffffffu, v > thresh);
    if (v > thresh) {
      int leader = __ffs(sel) - 1;
      int pos = 0;
      if (lane == (unsigned)leader) pos = atomicAdd(count, __popc(sel));
      pos = __shfl_sync(sel, pos, leader) + __popc(sel & ((1u << lane) - 1));
      out[pos] = v;
      out_idx[pos] = i;
    }
  }
}
