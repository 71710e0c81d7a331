// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// OK: the warp-specialised scaled GEMV with three math warpgroups meeting on
// named barrier 1 with a count of 384 (kMathWG * 128, the threads that run
// it; warpgroup 0 has left after its bar.arrive on barrier 2, whose 512
// count covers it and the math warpgroups' bar.sync).
constexpr int kCols = 128, kMathWG = 3;
__global__ void __launch_bounds__(512) ws_gemv_scaled(const float *__restrict__ W, const float *__restrict__ x,
                                                      const float *__restrict__ scale, float *__restrict__ y,
                                                      int N, int K) {
  __shared__ float s_scale[kCols];
  __shared__ float s_part[kMathWG][kCols];
  int t = threadIdx.x, wg = t / 128, c = t % 128;
  int col = blockIdx.x * kCols + c;
  if (wg == 0) {
    s_scale[c] = col < N ? scale[col] : 0.f;
    asm volatile("bar.arrive 2, 512;" ::: "memory");
    return;
  }
  int m = wg - 1;
  int kchunk = (K + kMathWG - 1) / kMathWG;
  int k0 = m * kchunk, k1 = min(K, k0 + kchunk);
  float acc = 0.f;
  if (col < N)
    for (int k = k0; k < k1; ++k)
      acc += W[(size_t)k * N + col] * x[k];
  s_part[m][c] = acc;
  asm volatile("bar.sync 1, %0;" ::"n"(kMathWG * 128) : "memory");
  asm volatile("bar.sync 2, 512;" ::: "memory");
  if (m == 0 && col < N)
    y[col] = s_scale[c] * (s_part[0][c] + s_part[1][c] + s_part[2][c]);
}
