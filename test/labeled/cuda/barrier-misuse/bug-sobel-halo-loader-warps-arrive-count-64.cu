// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=32,10
// Sobel edge magnitude on 32x8 output tiles with a 32x10 block: rows 0-1
// (two warps) load the one-pixel halo of the 34x10 input tile, signal on
// named barrier 1 and leave; rows 2-9 load the interior and wait on it. The
// loaders give bar.arrive their own thread count (64) while the waiters use
// the total (320): a named barrier's arrive and sync must agree on the
// number of threads (PTX ISA bar.arrive), so the phase never completes as
// intended.
#define TW 32
#define TH 8

__device__ __forceinline__ float px(const float *img, int w, int h, int x, int y) {
  x = min(max(x, 0), w - 1);
  y = min(max(y, 0), h - 1);
  return img[y * w + x];
}

__global__ void __launch_bounds__(TW * (TH + 2))
sobel_ws(const float *__restrict__ img, float *__restrict__ mag, int w, int h) {
  __shared__ float tile[TH + 2][TW + 2];
  const int x0 = blockIdx.x * TW, y0 = blockIdx.y * TH;
  const int tx = threadIdx.x, ty = threadIdx.y;
  if (ty < 2) {
    // halo rows: top (ty 0) and bottom (ty 1), 34 pixels each
    const int row = ty == 0 ? 0 : TH + 1;
    for (int c = tx; c < TW + 2; c += TW)
      tile[row][c] = px(img, w, h, x0 + c - 1, y0 + row - 1);
    // halo columns: left (ty 0) and right (ty 1), 8 pixels each
    if (tx < TH) {
      const int col = ty == 0 ? 0 : TW + 1;
      tile[tx + 1][col] = px(img, w, h, x0 + col - 1, y0 + tx);
    }
    asm volatile("bar.arrive 1, 64;" ::: "memory"); // BUG: waiters count 320
    return;
  }
  const int r = ty - 2;
  tile[r + 1][tx + 1] = px(img, w, h, x0 + tx, y0 + r);
  asm volatile("bar.sync 1, 320;" ::: "memory");
  const float gx = tile[r][tx + 2] + 2.f * tile[r + 1][tx + 2] + tile[r + 2][tx + 2] -
                   tile[r][tx] - 2.f * tile[r + 1][tx] - tile[r + 2][tx];
  const float gy = tile[r + 2][tx] + 2.f * tile[r + 2][tx + 1] + tile[r + 2][tx + 2] -
                   tile[r][tx] - 2.f * tile[r][tx + 1] - tile[r][tx + 2];
  if (x0 + tx < w && y0 + r < h)
    mag[(y0 + r) * w + x0 + tx] = sqrtf(gx * gx + gy * gy);
}
