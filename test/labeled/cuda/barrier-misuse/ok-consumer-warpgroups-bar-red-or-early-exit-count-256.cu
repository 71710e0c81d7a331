// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// Warp-specialised top-k filter: warpgroup 0 loads candidate tiles into shared
// memory, the two consumer warpgroups (256 threads) scan them. After each tile
// the consumers agree with bar.red.or on barrier 2, counting exactly their
// 256 threads, whether any of them still needs more tiles; the loaders leave
// once the tiles are staged.
__global__ void __launch_bounds__(384)
filter(const float *__restrict__ cand, float thr, int *__restrict__ hits, int ntiles) {
  __shared__ float tile[16][256];
  const int wg = threadIdx.x / 128;
  if (wg == 0) {
    for (int t = 0; t < ntiles && t < 16; ++t)
      for (int i = threadIdx.x; i < 256; i += 128)
        tile[t][i] = cand[((size_t)blockIdx.x * 16 + t) * 256 + i];
    asm volatile("bar.arrive 1, 384;" ::: "memory");
    return;
  }
  asm volatile("bar.sync 1, 384;" ::: "memory");
  const int c = threadIdx.x - 128;
  int found = 0;
  for (int t = 0; t < ntiles && t < 16; ++t) {
    found += tile[t][c] > thr;
    int more;
    asm volatile("{\n\t.reg .pred p, q;\n\t"
                 "setp.lt.s32 p, %1, 4;\n\t"
                 "bar.red.or.pred q, 2, 256, p;\n\t"
                 "selp.s32 %0, 1, 0, q;\n\t}"
                 : "=r"(more) : "r"(found) : "memory");
    if (!more)
      break;
  }
  hits[blockIdx.x * 256 + c] = found;
}
