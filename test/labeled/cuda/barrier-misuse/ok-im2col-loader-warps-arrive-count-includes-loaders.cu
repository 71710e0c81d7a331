// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Implicit-GEMM convolution: warps 0-1 gather the im2col tile and bar.arrive
// on barrier 1; warps 2-7 bar.sync on it. Both count all 256 threads that
// take part, loaders and consumers.
constexpr int PARTICIPANTS = 256;
__global__ void implicit_gemm_im2col_ok(const float *img, const float *wt, float *out, int H,
                                        int W, int C) {
  __shared__ float col[64][9];
  const int warp = threadIdx.x / 32;
  if (warp < 2) {
    const int p = threadIdx.x;
    const int oy = (blockIdx.x * 64 + p) / W, ox = (blockIdx.x * 64 + p) % W;
    for (int k = 0; k < 9; ++k) {
      const int iy = oy + k / 3 - 1, ix = ox + k % 3 - 1;
      col[p][k] = (iy >= 0 && iy < H && ix >= 0 && ix < W) ? img[iy * W + ix] : 0.f;
    }
    asm volatile("bar.arrive 1, %0;" ::"n"(PARTICIPANTS) : "memory");
  } else {
    asm volatile("bar.sync 1, %0;" ::"n"(PARTICIPANTS) : "memory");
    const int t = threadIdx.x - 64;
    for (int i = t; i < 64 * C; i += 192) {
      const int p = i % 64, c = i / 64;
      float acc = 0.f;
      for (int k = 0; k < 9; ++k)
        acc += col[p][k] * wt[c * 9 + k];
      out[((size_t)c * gridDim.x + blockIdx.x) * 64 + p] = acc;
    }
  }
}
