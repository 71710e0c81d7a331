// EXPECT: clean
// Tiled SGEMM (64x64 tile, 256 threads, 4x4 outputs per thread) with float4
// global loads into padded shared tiles (row pitch 68 floats = 272 bytes, a
// multiple of 16) and float4 shared reads. K, N and lda are multiples of 4
// (the host checks), so every float4 address is 16-byte aligned; out-of-range
// tiles are zero-filled, and every thread reaches each __syncthreads().
constexpr int TM = 64, TN = 64, TK = 16, PITCH = TM + 4;
__global__ void __launch_bounds__(256) sgemm_f4(const float *__restrict__ A,
                                                const float *__restrict__ B,
                                                float *__restrict__ C, int M, int N, int K) {
  __shared__ __align__(16) float As[TK][PITCH];
  __shared__ __align__(16) float Bs[TK][PITCH];
  int t = threadIdx.x;
  int tx = t % 16, ty = t / 16;
  int row0 = blockIdx.y * TM, col0 = blockIdx.x * TN;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < K; k0 += TK) {
    // A tile: 64 rows x 16 k = 256 float4, one per thread, stored transposed.
    int ar = t / 4, ak = (t % 4) * 4;
    float4 av = make_float4(0.f, 0.f, 0.f, 0.f);
    if (row0 + ar < M && k0 + ak < K)
      av = *reinterpret_cast<const float4 *>(&A[(size_t)(row0 + ar) * K + k0 + ak]);
    As[ak + 0][ar] = av.x;
    As[ak + 1][ar] = av.y;
    As[ak + 2][ar] = av.z;
    As[ak + 3][ar] = av.w;
    // B tile: 16 k x 64 cols = 256 float4.
    int bk = t / 16, bc = (t % 16) * 4;
    float4 bv = make_float4(0.f, 0.f, 0.f, 0.f);
    if (k0 + bk < K && col0 + bc < N)
      bv = *reinterpret_cast<const float4 *>(&B[(size_t)(k0 + bk) * N + col0 + bc]);
    *reinterpret_cast<float4 *>(&Bs[bk][bc]) = bv;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TK; ++k) {
      float4 a = *reinterpret_cast<const float4 *>(&As[k][ty * 4]);
      float4 b = *reinterpret_cast<const float4 *>(&Bs[k][tx * 4]);
      float ar4[4] = {a.x, a.y, a.z, a.w}, br4[4] = {b.x, b.y, b.z, b.w};
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
          acc[i][j] += ar4[i] * br4[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    int r = row0 + ty * 4 + i, c = col0 + tx * 4;
    if (r < M && c < N)
      *reinterpret_cast<float4 *>(&C[(size_t)r * N + c]) =
          make_float4(acc[i][0], acc[i][1], acc[i][2], acc[i][3]);
  }
}
