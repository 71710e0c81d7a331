// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated scatter-add into per-token counters: lanes with the same
// token id are grouped with __match_any_sync; every lane then calls
// __reduce_add_sync with its own group's peer mask, so each group's lanes
// run one redux.sync with the same mask, which names exactly them. Only the
// leader (lowest lane of the group) performs the atomicAdd. Looks like a
// data-dependent mask, but a match.any peer set is by construction the set
// of lanes executing with it.
__global__ void __launch_bounds__(256)
embed_grad_count(const int *__restrict__ tokens, const unsigned *__restrict__ weight, unsigned *__restrict__ counts, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const int tok = i < n ? tokens[i] : -1;
  const unsigned w = i < n ? weight[i] : 0u;
  const unsigned peers = __match_any_sync(0xffffffffu, tok);
  const unsigned sum = __reduce_add_sync(peers, w);
  if (lane == __ffs(peers) - 1 && tok >= 0)
    atomicAdd(&counts[tok], sum);
}
