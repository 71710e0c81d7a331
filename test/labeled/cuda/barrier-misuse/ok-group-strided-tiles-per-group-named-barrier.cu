// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Four independent groups of two warps each walk their own share of the
// tiles (tile = group, group + 4, ...) and stage each tile through their own
// slice of shared memory, synchronising only the group's 64 threads on named
// barrier 1 + group. The trip count differs between groups but is the same
// for both warps of a group, and no other group uses that id.
__global__ void __launch_bounds__(256)
tile_transpose_groups(const float *__restrict__ in, float *__restrict__ out,
                      int tiles) {
  __shared__ float stage[4][8][65];
  const int group = threadIdx.x / 64;
  const int t = threadIdx.x % 64;
  for (int tile = group; tile < tiles; tile += 4) {
    for (int r = 0; r < 8; ++r)
      stage[group][r][t] = in[((size_t)tile * 8 + r) * 64 + t];
    asm volatile("bar.sync %0, 64;" ::"r"(1 + group) : "memory");
    for (int r = 0; r < 8; ++r) {
      int e = r * 64 + t;
      out[(size_t)tile * 512 + e] = stage[group][e % 8][e / 8];
    }
    asm volatile("bar.sync %0, 64;" ::"r"(1 + group) : "memory");
  }
}
