// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// MoE dispatch for a persistent grouped GEMM: each warp scans the routing
// table of one expert and compacts the ids of the tokens routed to it, one
// 32-token chunk per __ballot_sync, writing each chunk at the running count
// (popc of the lanes below). The loop steps over chunk bases, the same in
// every lane; lanes past n_tokens vote false in the last chunk instead of
// leaving, so every lane runs every full-mask ballot.
__global__ void __launch_bounds__(256)
    moe_compact(const int *__restrict__ topk_ids, int *__restrict__ sorted, int *__restrict__ counts,
                int n_tokens, int topk) {
  const int lane = threadIdx.x % 32;
  const int expert = blockIdx.x * 8 + threadIdx.x / 32;
  int base = 0;
  for (int c = 0; c < n_tokens; c += 32) {
    const int t = c + lane;
    bool hit = false;
    if (t < n_tokens)
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
