// EXPECT: warp-sync-mask
// Whitespace tokenizer, one warp per 32-byte chunk of text: lanes at a token
// start (non-space after space) are found with a ballot, write their offset
// into a per-warp shared list, and after a warp barrier the first lanes copy
// the list out. The barrier is given the ballot of the token-start lanes as
// its mask but is executed by every lane: a lane outside the membermask
// executing __syncwarp is undefined, and the copying lanes are not ordered
// after the writers either.
#define WARPS 4

__device__ __forceinline__ bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

__global__ void __launch_bounds__(WARPS * 32)
token_starts(const char *__restrict__ text, int n, int *__restrict__ starts,
             int *__restrict__ n_starts) {
  __shared__ int list[WARPS][32];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int i = (blockIdx.x * WARPS + w) * 32 + lane;
  const char c = i < n ? text[i] : ' ';
  const char prev = (i > 0 && i <= n) ? text[i - 1] : ' ';
  const bool start = !is_space(c) && is_space(prev);
  const unsigned smask = __ballot_sync(0xffffffffu, start);
  if (start)
    list[w][__popc(smask & ((1u << lane) - 1))] = i;
  __syncwarp(smask); // BUG: executed by lanes outside smask
  const int cnt = __popc(smask);
  int base = 0;
  if (lane == 0 && cnt)
    base = atomicAdd(n_starts, cnt);
  base = __shfl_sync(0xffffffffu, base, 0);
  if (lane < cnt)
    starts[base + lane] = list[w][lane];
}
