// EXPECT: clean
// Whitespace tokenizer, one warp per 32-byte chunk of text: the token-start
// lanes (found with a ballot) write their offset into a per-warp shared
// list, synchronise among themselves with __syncwarp(mask of the start
// lanes) inside the branch only they take, and each reads the next start to
// emit its token's length (a token running into the next chunk is cut at the
// chunk end and fixed up by a later pass).
#define WARPS 4

__device__ __forceinline__ bool is_space(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

__global__ void __launch_bounds__(WARPS * 32)
token_spans(const char *__restrict__ text, int n, int2 *__restrict__ spans,
            int *__restrict__ n_spans) {
  __shared__ int list[WARPS][33];
  const int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
  const int chunk = (blockIdx.x * WARPS + w) * 32;
  const int i = chunk + lane;
  const char c = i < n ? text[i] : ' ';
  const char prev = (i > 0 && i <= n) ? text[i - 1] : ' ';
  const bool start = !is_space(c) && is_space(prev);
  const unsigned smask = __ballot_sync(0xffffffffu, start);
  if (start) {
    const int rank = __popc(smask & ((1u << lane) - 1));
    const int cnt = __popc(smask);
    list[w][rank] = i;
    if (rank == 0)
      list[w][cnt] = min(chunk + 32, n);
    __syncwarp(smask);
    int slot = 0;
    if (rank == 0)
      slot = atomicAdd(n_spans, cnt);
    slot = __shfl_sync(smask, slot, __ffs(smask) - 1) + rank;
    spans[slot] = make_int2(i, list[w][rank + 1] - i);
  }
}
