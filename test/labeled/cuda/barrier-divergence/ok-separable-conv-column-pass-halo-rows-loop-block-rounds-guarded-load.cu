// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// Column pass of a separable 9-tap Gaussian blur on 32x16 output tiles with a
// 32x8 block. The 24 input rows (16 plus a 4-row halo on each side) are
// loaded in three rounds of 8 rows: the round loop is the same for every
// thread, the rows past the image are clamped inside it, and the
// __syncthreads() at the end of each round is met by the whole block.
#define TW 32
#define TH 16
#define R 4
__constant__ float taps[2 * R + 1];
__global__ void __launch_bounds__(TW * 8)
blur_cols(const float *__restrict__ in, float *__restrict__ out, int w, int h) {
  __shared__ float tile[TH + 2 * R][TW];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int x = blockIdx.x * TW + tx, y0 = blockIdx.y * TH - R;
  for (int base = 0; base < TH + 2 * R; base += 8) {
    const int r = base + ty;
    const int y = min(max(y0 + r, 0), h - 1);
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
