// EXPECT: warp-sync-mask
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// MoE dispatch for a persistent grouped GEMM: each warp scans the routing
// table of one expert and compacts the ids of the tokens routed to it, one
// 32-token chunk per __ballot_sync, writing each chunk at the running count
// (popc of the lanes below). The loop runs per lane over its own token index
// (BUG: when n_tokens is not a multiple of 32 the lanes past the end leave
// the loop one trip early, and the full-mask ballot of the last chunk names
// lanes that never arrive).
__global__ void __launch_bounds__(256)
    moe_compact(const int *__restrict__ topk_ids, int *__restrict__ sorted, int *__restrict__ counts,
                int n_tokens, int topk) {
  const int lane = threadIdx.x % 32;
  const int expert = blockIdx.x * 8 + threadIdx.x / 32;
  int base = 0;
  for (int t = lane; t < n_tokens; t += 32) {
    bool hit = false;
    for (int k = 0; k < topk; ++k)
      hit |= topk_ids[(size_t)t * topk + k] == expert;
    const unsigned b = __ballot_sync(0xffffffffu, hit);
    if (hit)
      sorted[(size_t)expert * n_tokens + base + __popc(b & ((1u << lane) - 1))] = t;
    base += __popc(b);
  }
  if (lane == 0)
    counts[expert] = base;
}
