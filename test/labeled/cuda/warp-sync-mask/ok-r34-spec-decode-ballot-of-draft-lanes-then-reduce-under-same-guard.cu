// EXPECT: clean
// ARCHS: sm_90 sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=32
// OK: speculative-decoding verification, one warp per request: the lanes
// that hold a draft token are collected with a full-warp ballot taken by
// every lane, and the accepted-probability sum is then reduced with
// __reduce_add_sync over exactly that ballot, inside the same `lane <
// num_draft` guard that built it.
__global__ void __launch_bounds__(32)
    draft_accept_stats(const float *__restrict__ p_target, const int *__restrict__ draft_ids, const int *__restrict__ num_draft,
                       unsigned *__restrict__ accepted_mass, int vocab, int max_draft) {
  const int req = blockIdx.x, lane = threadIdx.x;
  const int nd = num_draft[req];
  const unsigned active = __ballot_sync(0xffffffffu, lane < nd);
  if (lane < nd) {
    const int tok = draft_ids[req * max_draft + lane];
    const unsigned q = (unsigned)(p_target[((size_t)req * max_draft + lane) * vocab + tok] * 65536.f);
    const unsigned total = __reduce_add_sync(active, q);
    if (lane == 0)
      accepted_mass[req] = total;
  }
}
