// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// MoE top-2 routing: every token reserves a slot for its first expert; the
// second expert is used only when its gate passes the threshold. Inside that
// test the lanes with the same second expert are grouped with
// __match_any_sync over the full mask, although the lanes whose second gate
// is too small skip it (and go on to write their slot).
__global__ void moe_top2_match_full(const int2 *experts, const float *gate2, int *counts, int2 *slots,
                    float thr) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  const int2 e = experts[t];
  const float g2 = gate2[t];
  int s1 = atomicAdd(&counts[e.x], 1), s2 = -1;

  if (g2 > thr) {
    const unsigned peers = __match_any_sync(0xffffffffu, e.y);
    const int leader = __ffs(peers) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(&counts[e.y], __popc(peers));
    base = __shfl_sync(peers, base, leader);
    s2 = base + __popc(peers & ((1u << lane) - 1));
  }
  slots[t] = make_int2(s1, s2);
}
