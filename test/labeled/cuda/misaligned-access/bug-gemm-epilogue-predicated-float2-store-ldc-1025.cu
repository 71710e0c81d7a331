// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// GEMM epilogue for a fixed 1025-column output (an N = 1025 projection):
// each thread holds a 2x8 fragment and writes it as float2 pairs at even
// columns, predicated on the pair being inside the matrix. The row stride is
// LDC = 1025 floats (BUG): on odd rows the even-column float2 address is
// 4 mod 8.
constexpr int LDC = 1025;
__global__ void epilogue_ldc1025(const float* __restrict__ acc, const float* __restrict__ bias, float* __restrict__ C,
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
      if (row < M && col + 1 < LDC) {
        float2 v = make_float2(alpha * a[r * 8 + c] + bias[col], alpha * a[r * 8 + c + 1] + bias[col + 1]);
        *reinterpret_cast<float2*>(C + (size_t)row * LDC + col) = v;  // BUG: odd rows
      }
    }
}
