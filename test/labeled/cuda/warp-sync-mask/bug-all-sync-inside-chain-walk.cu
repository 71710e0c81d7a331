// EXPECT: warp-sync-mask
// Each lane walks its own hash chain; to cap the walk, the warp votes after
// every step whether all lanes have taken 64 steps. The vote sits inside the
// per-lane loop (BUG): a lane whose chain ended has left the loop and waits
// at the shuffles below, so the full-mask __all_sync names lanes that never
// execute it.
__global__ void chain_lengths(const int *next, const int *heads, int *len, int *longest, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int node = i < n ? heads[i] : -1;
  int steps = 0;
  while (node >= 0) {
    node = next[node];
    ++steps;
    if (__all_sync(0xffffffffu, steps >= 64)) // BUG: not all lanes are still looping
      break;
  }
  int m = steps;
  for (int o = 16; o > 0; o >>= 1)
    m = max(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (i < n)
    len[i] = steps;
  if ((threadIdx.x & 31) == 0)
    atomicMax(longest, m);
}
