// EXPECT: clean
// PageRank pull step, 16 lanes per vertex (two vertices per warp), grid
// stride over vertices. The two halves of a warp take different paths
// (empty vertices `continue`, the stride loop ends at different trips), so
// the segmented reduction names only the lane's own half-warp.
__global__ void pagerank_pull(const int *__restrict__ in_ptr,
                              const int *__restrict__ in_src,
                              const float *__restrict__ contrib,
                              float *__restrict__ rank_next, int n,
                              float damping) {
  const int lane = threadIdx.x & 31;
  const int sub = lane & 15;
  const unsigned half_mask = 0xffffu << (lane & 16);
  const int group = (blockIdx.x * blockDim.x + threadIdx.x) >> 4;
  const int n_groups = (gridDim.x * blockDim.x) >> 4;
  const float base = (1.f - damping) / n;
  for (int v = group; v < n; v += n_groups) {
    const int beg = in_ptr[v], end = in_ptr[v + 1];
    if (beg == end) {
      if (sub == 0)
        rank_next[v] = base;
      continue;
    }
    float sum = 0.f;
    for (int e = beg + sub; e < end; e += 16)
      sum += contrib[in_src[e]];
#pragma unroll
    for (int off = 8; off > 0; off >>= 1)
      sum += __shfl_xor_sync(half_mask, sum, off, 16);
    if (sub == 0)
      rank_next[v] = base + damping * sum;
  }
}
