// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// GEMM epilogue: each thread owns 16 consecutive fp16 outputs of a row and
// stores them as two uint4 of 8 halves each, at +0 and +8 halves.
#include <cuda_fp16.h>
constexpr int kN = 4096;
__global__ void epilogue(const float *__restrict__ acc, const half *__restrict__ bias,
                         half *__restrict__ out) {
  const int row = blockIdx.y;
  const int col0 = (blockIdx.x * 128 + threadIdx.x) * 16;
  __align__(16) half h[16];
#pragma unroll
  for (int j = 0; j < 16; ++j)
    h[j] = __float2half(acc[(size_t)row * kN + col0 + j] + __half2float(bias[col0 + j]));
  half *dst = out + (size_t)row * kN + col0;
  *reinterpret_cast<uint4 *>(dst) = *reinterpret_cast<const uint4 *>(&h[0]);
  *reinterpret_cast<uint4 *>(dst + 8) = *reinterpret_cast<const uint4 *>(&h[8]);
}
