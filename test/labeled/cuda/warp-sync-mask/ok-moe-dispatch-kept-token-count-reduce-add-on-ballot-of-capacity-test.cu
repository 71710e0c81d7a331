// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// MoE token dispatch: each lane holds one token and its top-1 expert (-1
// when the token was dropped for capacity). The lanes past the token count
// leave, the rest take their ballot as `live`, and the ballot of `e >= 0`
// over the live lanes is the member mask of the __reduce_add_sync inside
// `if (e >= 0)`: exactly the lanes that execute it. All live lanes meet
// again in the dropped-token ballot after the branch.
__global__ void __launch_bounds__(256)
moe_dispatch(const int *__restrict__ expert, const float *__restrict__ tok,
             float *__restrict__ packed, unsigned *__restrict__ fill, int ntok, int d) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x & 31;
  const unsigned live = __ballot_sync(0xffffffffu, i < ntok);
  if (i >= ntok) return;
  const int e = expert[i];
  const unsigned m = __ballot_sync(live, e >= 0);
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
