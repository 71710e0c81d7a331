// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,8
// BUG: column pass of a separable 9-tap Gaussian blur on 32x16 output tiles
// with a 32x8 block. The 24 input rows (16 plus a 4-row halo on each side)
// are loaded by a loop striding over threadIdx.y (rows ty, ty + 8, ...), up
// to the rows still inside the image. The __syncthreads() that should
// follow the loop was put at the end of its body: in a full tile every
// thread row runs three trips, but in the bottom tiles (fewer rows left)
// thread rows 0..k run one trip more than the others, and those wait at a
// barrier the rest of the block never reaches again.
#define TW 32
#define TH 16
#define R 4
__constant__ float taps[2 * R + 1];
__global__ void __launch_bounds__(TW * 8)
blur_cols(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  __shared__ float tile[TH + 2 * R][TW];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = blockIdx.x * TW + tx, y0 = blockIdx.y * TH - R;
  const int rows = min(TH + 2 * R, h + R - y0);
  for (int r = ty; r < rows; r += 8) {
    const int y = max(y0 + r, 0);
    tile[r][tx] = x < w ? in[(size_t)y * w + x] : 0.f;
    __syncthreads();
  }
  for (int r = ty; r < TH; r += 8) {
    float s = 0.f;
#pragma unroll
    for (int t = 0; t <= 2 * R; ++t) s += taps[t] * tile[r + t][tx];
    const int y = blockIdx.y * TH + r;
    if (x < w && y < h) out[(size_t)y * w + x] = s;
  }
}
