// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// BUG: a warp-specialised GEMV-style kernel (y = scale * (W x)) with four
// warpgroups: warpgroup 0 stages the column scales in shared memory, signals
// on barrier 2 (bar.arrive, all 512 threads counted) and leaves; warpgroups
// 1-3 each sum a third of K for the block's 128 columns, publish their
// partials and meet on named barrier 1 before warpgroup 1 adds the three
// partials. The kernel grew from two math warpgroups to three and barrier 1
// still counts 256 threads: the 384 math threads that run it complete it
// with the first 256 arrivals, and warpgroup 1 may read partials not written.
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
  asm volatile("bar.sync 1, 256;" ::: "memory");
  asm volatile("bar.sync 2, 512;" ::: "memory");
  if (m == 0 && col < N)
    y[col] = s_scale[c] * (s_part[0][c] + s_part[1][c] + s_part[2][c]);
}
