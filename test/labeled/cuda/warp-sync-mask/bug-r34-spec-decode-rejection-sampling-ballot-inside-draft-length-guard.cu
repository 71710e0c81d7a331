// EXPECT: warp-sync-mask
// ARCHS: sm_90 sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=32
// BUG: speculative-decoding rejection sampling, one warp per request: lane
// i tests draft token i (accept when u * p_draft < p_target) and the
// accepted length is the lowest zero bit of a full-warp ballot; then the
// whole warp writes the output tokens (accepted drafts, then the bonus
// token). The ballot was moved inside the `lane < num_draft` guard with the
// test, so with fewer than 32 draft tokens the lanes past the draft skip a
// ballot whose mask names them and go on to the output step.
__global__ void __launch_bounds__(32)
    rejection_sample(const float *__restrict__ p_target, const float *__restrict__ p_draft, const float *__restrict__ uniform,
                     const int *__restrict__ draft_ids, const int *__restrict__ bonus_ids, const int *__restrict__ num_draft,
                     int *__restrict__ out_tokens, int *__restrict__ accepted, int vocab, int max_draft) {
  __shared__ int acc_len;
  const int req = blockIdx.x, lane = threadIdx.x;
  const int nd = num_draft[req];
  if (lane < nd) {
    const int tok = draft_ids[req * max_draft + lane];
    const size_t at = ((size_t)req * max_draft + lane) * vocab + tok;
    const bool ok = uniform[req * max_draft + lane] * p_draft[at] < p_target[at];
    const unsigned acc = __ballot_sync(0xffffffffu, ok);
    if (lane == 0)
      acc_len = min(__ffs(~acc) == 0 ? 32 : __ffs(~acc) - 1, nd);
  } else if (lane == 0) {
    acc_len = 0;
  }
  __syncwarp();
  const int a = acc_len;
  if (lane < a)
    out_tokens[req * (max_draft + 1) + lane] = draft_ids[req * max_draft + lane];
  else if (lane == a)
    out_tokens[req * (max_draft + 1) + lane] = bonus_ids[req];
  if (lane == 0)
    accepted[req] = a;
}
