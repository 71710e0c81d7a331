// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: MoE token dispatch: each lane holds one token and its top-1 expert
// (-1 when the token was dropped for capacity). The lanes past the token
// count leave, the rest take their ballot as `live`, and the kept tokens
// count themselves with __reduce_add_sync so that one lane reserves the
// warp's slots. The reduction sits inside `if (e >= 0)` but still names
// every live lane: a dropped token's lane is in the mask and never executes
// the reduction (it goes on to the dropped-token ballot after the branch).
__global__ void __launch_bounds__(256)
moe_dispatch(const int *__restrict__ expert, const float *__restrict__ tok,
             float *__restrict__ packed, unsigned *__restrict__ fill, int ntok, int d) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  const unsigned live = __ballot_sync(0xffffffffu, i < ntok);
  if (i >= ntok) return;
  const int e = expert[i];
  const unsigned m = live;
  if (e >= 0) {
    const unsigned cnt = __reduce_add_sync(m, 1u);
    const unsigned below = __popc(__ballot_sync(m, 1) & ((1u << lane) - 1u));
    const int leader = __ffs(__ballot_sync(m, 1)) - 1;
    unsigned base = 0;
    if (lane == leader) base = atomicAdd(&fill[0], cnt);
    base = __shfl_sync(m, base, leader);
    for (int c = 0; c < d; ++c) packed[(size_t)(base + below) * d + c] = tok[(size_t)i * d + c];
  }
  const unsigned dropped = __ballot_sync(live, e < 0);
  if (lane == __ffs(live) - 1 && dropped) atomicAdd(&fill[1], __popc(dropped));
}
