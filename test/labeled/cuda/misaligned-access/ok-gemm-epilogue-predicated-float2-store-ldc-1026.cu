// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// GEMM epilogue writing float2 pairs at even columns of a matrix with row
// stride LDC = 1026 floats: 4104 bytes per row, a multiple of 8, so every
// even-column pair is 8-byte aligned on every row.
constexpr int LDC = 1026;
__global__ void epilogue_ldc1026(const float* __restrict__ acc, const float* __restrict__ bias, float* __restrict__ C,
                                 int M, float alpha) {
  const int tid = threadIdx.x;
  const int row0 = blockIdx.y * 32 + (tid >> 3) * 2;
  const int col0 = blockIdx.x * 64 + (tid & 7) * 8;
  const float* a = acc + ((size_t)blockIdx.y * gridDim.x + blockIdx.x) * 2048 + tid * 16;
#pragma unroll
  for (int r = 0; r < 2; ++r)
#pragma unroll
    for (int c = 0; c < 8; c += 2) {
      const int row = row0 + r, col = col0 + c;
      if (row < M && col + 1 < 1025) {
        float2 v = make_float2(alpha * a[r * 8 + c] + bias[col], alpha * a[r * 8 + c + 1] + bias[col + 1]);
        *reinterpret_cast<float2*>(C + (size_t)row * LDC + col) = v;
      }
    }
}
