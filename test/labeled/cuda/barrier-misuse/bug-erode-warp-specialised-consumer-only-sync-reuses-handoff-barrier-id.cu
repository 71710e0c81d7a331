// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// BUG: 3x3 binary-image erosion, warp-specialised: warp 4 streams 32 x 32
// tiles (with halo) into shared memory and hands each one over on named
// barrier 1 (`bar.arrive 1, 160`, the consumers `bar.sync 1, 160`). The
// four consumer warps later got a second, consumer-only step (they zero the
// tile's halo flags before the next load) synced with `bar.sync 1, 128`:
// the same id with a different count, so the producer's next arrival can
// complete the consumers-only phase and the counts no longer match.
#define TS 32
__device__ __forceinline__ void named_sync(unsigned id, unsigned n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(unsigned id, unsigned n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(160)
erode3x3(const unsigned char *__restrict__ img, unsigned char *__restrict__ out,
         int W, int H, int tiles_x, int ntiles) {
  __shared__ unsigned char tile[TS + 2][TS + 2];
  __shared__ int edge_flags[TS + 2];
  const int t = threadIdx.x, warp = t / 32, lane = t & 31;
  auto pix = [&](int x, int y) -> unsigned char {
    return (x >= 0 && y >= 0 && x < W && y < H) ? img[y * W + x] : 0;
  };
  for (int tile_id = blockIdx.x; tile_id < ntiles; tile_id += gridDim.x) {
    const int x0 = (tile_id % tiles_x) * TS, y0 = (tile_id / tiles_x) * TS;
    if (warp == 4) {
      named_sync(2, 160);
      for (int r = 0; r < TS + 2; ++r)
        for (int c = lane; c < TS + 2; c += 32) tile[r][c] = pix(x0 + c - 1, y0 + r - 1);
      named_arrive(1, 160);
    } else {
      named_arrive(2, 160);
      named_sync(1, 160);
      for (int p = t; p < TS * TS; p += 128) {
        const int r = p / TS + 1, c = p % TS + 1;
        unsigned char m = 255;
#pragma unroll
        for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
          for (int dx = -1; dx <= 1; ++dx) m = min(m, tile[r + dy][c + dx]);
        if (x0 + c - 1 < W && y0 + r - 1 < H) out[(y0 + r - 1) * W + x0 + c - 1] = m;
      }
      if (t < TS + 2) edge_flags[t] = 0;
      named_sync(1, 128);
    }
  }
}
