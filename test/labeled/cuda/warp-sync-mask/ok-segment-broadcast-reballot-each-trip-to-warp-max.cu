// EXPECT: clean
// ARCHS: sm_80 sm_90
// Fixed twin of the early-leaving ballot mask: every lane runs the loop to
// the warp's longest segment (a full-mask max, the same in every lane), and
// each trip re-ballots `k < len` with the full mask before the branch. The
// broadcast inside the branch uses exactly that trip's ballot and reads from
// its lowest lane, which is in the branch.
__global__ void segment_leader_sum(const int *__restrict__ seg_len, const float *__restrict__ val,
                                   float *__restrict__ out) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int len = seg_len[gid];
  int maxlen = __reduce_max_sync(0xffffffffu, len);
  float acc = 0.f;
  for (int k = 0; k < maxlen; ++k) {
    unsigned mk = __ballot_sync(0xffffffffu, k < len);
    if (k < len) {
      float mine = val[gid * 8 + (k & 7)];
      acc += __shfl_sync(mk, mine, __ffs(mk) - 1) * 0.5f + mine * 0.5f;
    }
  }
  out[gid] = acc;
}
