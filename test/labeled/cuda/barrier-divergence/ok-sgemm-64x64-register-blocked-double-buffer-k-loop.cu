// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// CUTLASS-like 64x64 SGEMM tile, 16x16 threads each computing a 4x4
// register block. A and B k-slices are double-buffered in shared memory:
// the next slice is loaded (with zero-fill past K) while the current one is
// multiplied, and one __syncthreads at the end of every k step publishes it.
// The k loop trip count is uniform (K is a parameter); only the loads and
// the final store are bounds-guarded, never the barriers.
#define BM 64
#define BK 16
__global__ void sgemm_db(const float *__restrict__ A, const float *__restrict__ B,
                         float *__restrict__ C, int M, int N, int K) {
  __shared__ float As[2][BK][BM + 4];
  __shared__ float Bs[2][BK][BM + 4];
  const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
  const int row0 = blockIdx.y * BM, col0 = blockIdx.x * BM;
  float acc[4][4] = {};
  auto load = [&](int buf, int k0) {
    for (int i = tid; i < BM * BK; i += 256) {
      int m = i / BK, k = i % BK;
      int gr = row0 + m, gk = k0 + k;
      As[buf][k][m] = (gr < M && gk < K) ? A[(size_t)gr * K + gk] : 0.f;
      int kk = i / BM, n = i % BM;
      int gc = col0 + n, gk2 = k0 + kk;
      Bs[buf][kk][n] = (gc < N && gk2 < K) ? B[(size_t)gk2 * N + gc] : 0.f;
    }
  };
  load(0, 0);
  __syncthreads();
  const int ktiles = (K + BK - 1) / BK;
  for (int kt = 0; kt < ktiles; ++kt) {
    const int cur = kt & 1;
    if (kt + 1 < ktiles)
      load(cur ^ 1, (kt + 1) * BK);
#pragma unroll
    for (int k = 0; k < BK; ++k) {
      float a[4], b[4];
      for (int i = 0; i < 4; ++i) a[i] = As[cur][k][ty * 4 + i];
      for (int j = 0; j < 4; ++j) b[j] = Bs[cur][k][tx * 4 + j];
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      int r = row0 + ty * 4 + i, c = col0 + tx * 4 + j;
      if (r < M && c < N) C[(size_t)r * N + c] = acc[i][j];
    }
}
