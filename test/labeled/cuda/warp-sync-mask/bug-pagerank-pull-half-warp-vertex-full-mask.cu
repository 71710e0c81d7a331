// EXPECT: warp-sync-mask
// PageRank pull step, 16 lanes per vertex (two vertices per warp), grid
// stride over vertices. Vertices without in-edges `continue` early, and the
// two halves of a warp leave the stride loop at different trips; the
// segmented reduction still names all 32 lanes, so a half-warp waits for (or
// reads from) the other half that is elsewhere in the loop.
__global__ void pagerank_pull(const int *__restrict__ in_ptr,
                              const int *__restrict__ in_src,
                              const float *__restrict__ contrib,
                              float *__restrict__ rank_next, int n,
                              float damping) {
  const int sub = threadIdx.x & 15;
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
      sum += __shfl_xor_sync(0xffffffffu, sum, off, 16); // BUG: other half-warp may be elsewhere
    if (sub == 0)
      rank_next[v] = base + damping * sum;
  }
}
