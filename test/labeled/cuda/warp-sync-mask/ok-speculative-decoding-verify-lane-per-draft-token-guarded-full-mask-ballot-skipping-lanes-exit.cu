// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: verification step of speculative decoding, one warp per sequence,
// lane k checking draft token k (accepted when u_k < p_target / p_draft);
// the sequence keeps the tokens before the first rejection, found with a
// full-mask ballot of the rejected lanes under `if (lane < nd)`. Nothing
// follows the branch, so lanes nd..31 leave the kernel: PTX ISA vote.sync
// waits only for the non-exited lanes of the mask, and their bits read 0,
// so `__ffs(rej) - 1` (or nd when none rejected) is well defined. (Round
// 27's first draft of the bug twin, whose lanes now stay for a second
// ballot after the branch.)
__global__ void __launch_bounds__(128)
spec_verify(const int *__restrict__ draft_tok, const float *__restrict__ p_target, const float *__restrict__ p_draft,
            const float *__restrict__ uni, const int *__restrict__ ndraft, int *__restrict__ n_accept, int V, int K) {
  const int seq = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const int nd = ndraft[seq];
  if (lane < nd) {
    const int tok = draft_tok[seq * K + lane];
    const float pt = p_target[((size_t)seq * K + lane) * V + tok], pd = p_draft[((size_t)seq * K + lane) * V + tok];
    const bool reject = uni[seq * K + lane] * pd > pt;
    const unsigned rej = __ballot_sync(0xffffffffu, reject);
    if (lane == 0) n_accept[seq] = rej ? __ffs(rej) - 1 : nd;
  }
}
