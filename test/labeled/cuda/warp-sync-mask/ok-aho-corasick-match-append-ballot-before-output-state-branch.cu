// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Aho-Corasick multi-pattern scan, one window per thread, every lane
// running the same number of DFA steps (windows past the end of the text
// stay in state 0, whose output is empty). Each step the whole warp votes
// `hit` with a full-mask ballot outside any lane-dependent branch; only the
// matching lanes then enter the branch, where the leader's atomicAdd result
// is broadcast with __shfl_sync over exactly the ballot mask -- the lanes
// that are in the branch.
#define ALPHA 256
#define WINDOW 64

__global__ void ac_scan(const unsigned char *__restrict__ text, int n, const int *__restrict__ delta,
                        const int *__restrict__ out, int maxlen, int2 *__restrict__ matches,
                        int *__restrict__ nmatches) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const int begin = t * WINDOW;
  int state = 0;
  for (int k = 0; k < WINDOW + maxlen - 1; ++k) {
    const int i = begin + k;
    const int c = i < n ? text[i] : 0;
    state = i < n ? delta[state * ALPHA + c] : 0;
    const int pid = out[state];
    const bool hit = pid >= 0;
    const unsigned m = __ballot_sync(0xffffffffu, hit);
    if (hit) {
      const int leader = __ffs(m) - 1;
      int base = 0;
      if ((int)lane == leader)
        base = atomicAdd(nmatches, __popc(m));
      base = __shfl_sync(m, base, leader);
      matches[base + __popc(m & ((1u << lane) - 1u))] = make_int2(i, pid);
    }
  }
}
