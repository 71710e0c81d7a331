// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the same embedding backward with warp-aggregated index counts, with the
// aggregation hoisted above the padding_idx test: the grid-stride loop runs
// over warp-sized chunks, so all 32 lanes take every trip and call
// __match_any_sync with the full mask; padding lanes (and lanes past n, which
// carry padding_idx) simply group among themselves, and only the atomics are
// skipped for padding_idx.
__global__ void __launch_bounds__(256) embedding_backward_counts(const long long *__restrict__ indices, const float *__restrict__ grad,
                                          float *__restrict__ grad_weight, int *__restrict__ counts, int n,
                                          int D, long long padding_idx) {
  const int lane = threadIdx.x % 32;
  const int stride = gridDim.x * blockDim.x;
  // Grid-stride over warp-sized chunks: whole warps run every trip, lanes past
  // n carry a sentinel index and take no part in the scatter.
  for (int i0 = blockIdx.x * blockDim.x + threadIdx.x - lane; i0 < n; i0 += stride) {
    const int i = i0 + lane;
    const long long idx = i < n ? indices[i] : padding_idx;
    const unsigned peers = __match_any_sync(0xffffffffu, idx);
    if (idx != padding_idx) {
      const int leader = __ffs(peers) - 1;
      if (lane == leader)
        atomicAdd(&counts[idx], __popc(peers));
      for (int d = 0; d < D; ++d)
        atomicAdd(&grad_weight[idx * D + d], grad[(size_t)i * D + d]);
    }
  }
}
