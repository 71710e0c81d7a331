// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// BUG: an fp32 GEMM with a fused bias + residual epilogue. Warps 0-3 compute
// an 8x128 tile of C (one column per thread), warp 4 meanwhile stages the
// bias row and the 8x128 residual tile in shared memory and signals with
// `bar.arrive 1`; the math warps `bar.sync 1` before the epilogue reads it.
// The loader's count was written as the 128 math threads, the math warps'
// as all 160 participants: the two sides of one barrier disagree on its
// thread count (PTX ISA bar.sync: the count must be the same for all).
constexpr int kTileM = 8, kTileN = 128;
__global__ void __launch_bounds__(160) gemm_bias_residual(const float *__restrict__ A, const float *__restrict__ B,
                                                          const float *__restrict__ bias,
                                                          const float *__restrict__ resid, float *__restrict__ C,
                                                          int M, int N, int K) {
  __shared__ float s_bias[kTileN];
  __shared__ float s_res[kTileM][kTileN];
  int t = threadIdx.x;
  int row0 = blockIdx.y * kTileM, col0 = blockIdx.x * kTileN;
  if (t >= 128) {
    int l = t - 128;
    for (int c = l; c < kTileN; c += 32)
      s_bias[c] = col0 + c < N ? bias[col0 + c] : 0.f;
    for (int e = l; e < kTileM * kTileN; e += 32) {
      int r = e / kTileN, c = e % kTileN;
      s_res[r][c] = (row0 + r < M && col0 + c < N) ? resid[(size_t)(row0 + r) * N + col0 + c] : 0.f;
    }
    asm volatile("bar.arrive 1, 128;" ::: "memory");
    return;
  }
  int col = col0 + t;
  float acc[kTileM] = {};
  if (col < N) {
    for (int k = 0; k < K; ++k) {
      float b = B[(size_t)k * N + col];
#pragma unroll
      for (int r = 0; r < kTileM; ++r)
        acc[r] += (row0 + r < M ? A[(size_t)(row0 + r) * K + k] : 0.f) * b;
    }
  }
  asm volatile("bar.sync 1, 160;" ::: "memory");
#pragma unroll
  for (int r = 0; r < kTileM; ++r)
    if (row0 + r < M && col < N)
      C[(size_t)(row0 + r) * N + col] = acc[r] + s_bias[t] + s_res[r][t];
}
