// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: an embedding backward (scatter-add of grad rows into the weight
// gradient) that aggregates duplicate indices within a warp before the
// atomics, the way ATen's embedding_backward avoids contention: lanes with
// the same index find each other with __match_any_sync and only the leader
// adds the group's count. The skip of padding_idx (whose row gets no
// gradient) was written around the aggregation, so __match_any_sync with the
// full mask runs only in the lanes whose index is not padding_idx (and not
// in the lanes past n, which carry padding_idx as a sentinel): a lane holding
// padding_idx is named by the mask but goes on to the next grid-stride trip
// instead, where it meets the others' next __match_any_sync - or they wait.
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
    if (idx != padding_idx) {
      const unsigned peers = __match_any_sync(0xffffffffu, idx);
      const int leader = __ffs(peers) - 1;
      if (lane == leader)
        atomicAdd(&counts[idx], __popc(peers));
      for (int d = 0; d < D; ++d)
        atomicAdd(&grad_weight[idx * D + d], grad[(size_t)i * D + d]);
    }
  }
}
