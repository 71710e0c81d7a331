// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// CTC prefix beam search, one warp per utterance and one lane per beam (beam
// width 10): beams with the same prefix hash are merged by grouping the lanes
// with __match_any_sync over exactly the lanes below the beam width, the ones
// that run it; the per-group shuffles use the group's own peer mask, and the
// whole warp counts the distinct beams with a full-mask ballot after the branch.
#define BEAM 10
__global__ void __launch_bounds__(64) ctc_merge(const unsigned long long *__restrict__ prefix_hash,
                                                const float *__restrict__ logp, float *__restrict__ merged,
                                                int *__restrict__ nbeams) {
  int lane = threadIdx.x & 31;
  int utt = blockIdx.x * 2 + (threadIdx.x >> 5);
  bool is_leader = false;
  if (lane < BEAM) {
    unsigned long long h = prefix_hash[utt * BEAM + lane];
    float p = logp[utt * BEAM + lane];
    unsigned peers = __match_any_sync((1u << BEAM) - 1, h);
    int leader = __ffs(peers) - 1;
    float tot = 0.f;
    for (unsigned m = peers; m; m &= m - 1)
      tot += __expf(__shfl_sync(peers, p, __ffs(m) - 1));
    is_leader = lane == leader;
    merged[utt * BEAM + lane] = is_leader ? __logf(tot) : -INFINITY;
  }
  unsigned leaders = __ballot_sync(0xffffffffu, is_leader);
  if (lane == 0)
    nbeams[utt] = __popc(leaders);
}
