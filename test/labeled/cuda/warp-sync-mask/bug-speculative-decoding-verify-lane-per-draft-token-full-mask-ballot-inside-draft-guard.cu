// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: verification step of speculative decoding, one warp per sequence,
// lane k checking draft token k: it is accepted when u_k < p_target /
// p_draft, and the sequence keeps the tokens before the first rejection
// (found with a ballot of the rejected lanes). The sequences have 1-8 draft
// tokens; the author put the whole check, ballot included, under
// `if (lane < nd)`, with a full mask: lanes nd..31 never reach the ballot
// their mask bits name -- they go on to the warp's second ballot (the
// count of kept tokens) and wait there for the lanes waiting for them.
__global__ void __launch_bounds__(128)
spec_verify(const int *__restrict__ draft_tok, const float *__restrict__ p_target, const float *__restrict__ p_draft,
            const float *__restrict__ uni, const int *__restrict__ ndraft, int *__restrict__ n_accept, bool *__restrict__ keep_mask, int V, int K) {
  const int seq = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const int nd = ndraft[seq];
  bool keep = false;
  if (lane < nd) {
    const int tok = draft_tok[seq * K + lane];
    const float pt = p_target[((size_t)seq * K + lane) * V + tok], pd = p_draft[((size_t)seq * K + lane) * V + tok];
    const bool reject = uni[seq * K + lane] * pd > pt;
    const unsigned rej = __ballot_sync(0xffffffffu, reject);
    keep = rej == 0 || lane < __ffs(rej) - 1;
  }
  const unsigned kept = __ballot_sync(0xffffffffu, keep);
  if (lane < K) keep_mask[seq * K + lane] = keep;
  if (lane == 0) n_accept[seq] = __popc(kept);
}
