// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Beam-search top-k merge: each lane holds a sorted candidate list of its own
// length; K rounds pick the warp's best head with a butterfly arg-max and the
// winning lane pops it. A lane whose list is exhausted `break`s out of the
// rounds, but the others keep shuffling with the full mask, which still names
// it (it has not exited: it waits at the __syncthreads() after the loop).
constexpr int K = 8;
__global__ void beam_topk_merge(const float *cand, const int *len, float *out, int *taken) {
  const int warp = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const float *mine = cand + ((size_t)warp * 32 + lane) * K;
  const int n = len[warp * 32 + lane];
  int pos = 0;
  for (int r = 0; r < K; ++r) {
    if (pos >= n)
      break;
    float best = mine[pos];
    int who = lane;
    for (int o = 16; o; o >>= 1) {
      const float ob = __shfl_xor_sync(0xffffffffu, best, o);
      const int ow = __shfl_xor_sync(0xffffffffu, who, o);
      if (ob > best || (ob == best && ow < who)) {
        best = ob;
        who = ow;
      }
    }
    if (lane == who)
      ++pos;
    if (lane == 0)
      out[warp * K + r] = best;
  }
  __shared__ int cnt[128];
  cnt[threadIdx.x] = pos;
  __syncthreads();
  taken[warp * 32 + lane] = pos + cnt[threadIdx.x ^ 1];
}
