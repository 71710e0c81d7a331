// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: verification step of speculative decoding, one warp per sequence,
// lane k checking draft token k: it is accepted when u_k < p_target /
// p_draft, and the sequence keeps the tokens before the first rejection
// (found with a ballot of the rejected lanes). The lanes past the
// sequence's 1-8 draft tokens vote "rejected" instead of skipping the
// full-mask ballot, so every lane reaches it and the first rejection is
// at most nd.
__global__ void __launch_bounds__(128)
spec_verify(const int *__restrict__ draft_tok, const float *__restrict__ p_target, const float *__restrict__ p_draft,
            const float *__restrict__ uni, const int *__restrict__ ndraft, int *__restrict__ n_accept, bool *__restrict__ keep_mask, int V, int K) {
  const int seq = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const int nd = ndraft[seq];
  bool reject = true;
  if (lane < nd) {
    const int tok = draft_tok[seq * K + lane];
    const float pt = p_target[((size_t)seq * K + lane) * V + tok], pd = p_draft[((size_t)seq * K + lane) * V + tok];
    reject = uni[seq * K + lane] * pd > pt;
  }
  const unsigned rej = __ballot_sync(0xffffffffu, reject);
  const bool keep = lane < __ffs(rej) - 1;
  const unsigned kept = __ballot_sync(0xffffffffu, keep);
  if (lane < K) keep_mask[seq * K + lane] = keep;
  if (lane == 0) n_accept[seq] = __popc(kept);
}
