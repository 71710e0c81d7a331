// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Aho-Corasick multi-pattern scan, one text position window per thread:
// each thread runs the DFA (goto table with failure transitions folded in)
// over its 64-byte window plus the overlap. When the state has an output
// (a pattern ends here) the match is appended to a global list with a
// warp-aggregated atomic -- but the ballot that counts the appending lanes
// sits inside `if (out[state] >= 0)` with a full mask: only the lanes that
// matched at this step execute it, and the others are named in the mask.
#define ALPHA 256
#define WINDOW 64

__global__ void ac_scan(const unsigned char *__restrict__ text, int n, const int *__restrict__ delta,
                        const int *__restrict__ out, int maxlen, int2 *__restrict__ matches,
                        int *__restrict__ nmatches) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const int begin = t * WINDOW;
  int state = 0;
  // uniform trip count (windows past the end read nothing and never match)
  for (int k = 0; k < WINDOW + maxlen - 1; ++k) {
    const int i = begin + k;
    const int c = i < n ? text[i] : 0;
    state = i < n ? delta[state * ALPHA + c] : 0;
    const int pid = out[state];
    if (pid >= 0) {
      const unsigned m = __ballot_sync(0xffffffffu, 1); // BUG: inside the match branch
      const int leader = __ffs(m) - 1;
      int base = 0;
      if ((int)lane == leader)
        base = atomicAdd(nmatches, __popc(m));
      base = __shfl_sync(m, base, leader);
      matches[base + __popc(m & ((1u << lane) - 1u))] = make_int2(i, pid);
    }
  }
}
