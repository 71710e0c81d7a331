// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: nucleus (top-p) sampling, compaction pass: the tokens whose
// probability is at least the row's threshold are appended to a candidate
// list with warp-aggregated atomics -- the keeping lanes ballot, the lowest
// one reserves space with one atomicAdd, and the base is shuffled to the
// others. The ballot is over the keeping lanes (__activemask() inside the
// branch), but the base is broadcast with __shfl_sync(0xffffffff, ...) still
// inside `if (keep)`: lanes that dropped their token are named in the mask
// but do not execute the shuffle.
__global__ void __launch_bounds__(256)
top_p_compact(const float *__restrict__ probs, const float *__restrict__ thresh, int *__restrict__ cand,
              float *__restrict__ cand_p, int *__restrict__ count, int vocab) {
  const int row = blockIdx.y, lane = threadIdx.x % 32;
  const float th = thresh[row];
  for (int v = blockIdx.x * 256 + threadIdx.x; v < vocab; v += gridDim.x * 256) {
    const float p = probs[(size_t)row * vocab + v];
    if (p >= th) {
      const unsigned act = __activemask();
      const int leader = __ffs(act) - 1;
      int base = 0;
      if (lane == leader) base = atomicAdd(&count[row], __popc(act));
      base = __shfl_sync(0xffffffffu, base, leader);
      const int slot = base + __popc(act & ((1u << lane) - 1));
      cand[(size_t)row * vocab + slot] = v;
      cand_p[(size_t)row * vocab + slot] = p;
    }
  }
}
