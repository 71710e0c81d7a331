// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// CUTLASS-style predicated tile iterator: each thread loads a float4 of a
// 32x32 tile of A when its row and column are in bounds. The leading
// dimension is 1028 floats (4112 bytes, a multiple of 16) and the column a
// multiple of 4, so every predicated vector load is aligned.
constexpr int LDA = 1028;
__global__ void predicated_tile_load_ok(const float *A, float *out, int M, int K) {
  const int r = blockIdx.y * 32 + threadIdx.x / 8, c = blockIdx.x * 32 + (threadIdx.x % 8) * 4;
  float4 f = make_float4(0.f, 0.f, 0.f, 0.f);
  const bool pred = r < M && c + 3 < K;
  if (pred)
    f = *reinterpret_cast<const float4 *>(A + (size_t)r * LDA + c);
  for (int rr = 0; rr < 2; ++rr) {
    const int r2 = r + 16 * rr;
    if (r2 < M && c + 3 < K) {
      const float4 g = *reinterpret_cast<const float4 *>(A + (size_t)r2 * LDA + c);
      f.x += g.x;
      f.y += g.y;
      f.z += g.z;
      f.w += g.w;
    }
  }
  out[(blockIdx.y * gridDim.x + blockIdx.x) * 128 + threadIdx.x] = f.x + f.y + f.z + f.w;
}
