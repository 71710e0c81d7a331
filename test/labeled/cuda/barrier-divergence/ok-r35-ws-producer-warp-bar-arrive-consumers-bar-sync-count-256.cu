// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Warp-specialised stencil: warp 0 is the producer and fills a shared tile,
// then signals on named barrier 1 with `bar.arrive 1, 256` and moves on to the
// next tile; the seven consumer warps `bar.sync 1, 256` on it (32 + 224
// threads), and give the buffer back on named barrier 2 the other way round.
// The roles branch on the warp index, but every warp runs the same number of
// tiles, and arrive + sync together make up the count.
__global__ void __launch_bounds__(256)
    ws_stencil(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ float tile[256];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (warp == 0) {
    for (int it = 0; it < tiles; ++it) {
      if (it > 0)
        asm volatile("bar.sync 2, 256;" ::: "memory");
      for (int i = lane; i < 256; i += 32)
        tile[i] = in[((size_t)blockIdx.x * tiles + it) * 256 + i];
      asm volatile("bar.arrive 1, 256;" ::: "memory");
    }
  } else {
    const int c = threadIdx.x - 32;
    for (int it = 0; it < tiles; ++it) {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      float v = 0.25f * tile[c] + 0.5f * tile[c + 16] + 0.25f * tile[c + 32];
      out[((size_t)blockIdx.x * tiles + it) * 224 + c] = v;
      if (it + 1 < tiles)
        asm volatile("bar.arrive 2, 256;" ::: "memory");
    }
  }
}
