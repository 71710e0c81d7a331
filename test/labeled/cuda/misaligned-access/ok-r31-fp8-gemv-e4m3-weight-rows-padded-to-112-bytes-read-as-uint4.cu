// EXPECT: clean
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// fp8 (e4m3) GEMV for a small projection with K = 96: each weight row holds
// the 96 fp8 weights followed by a float per-row scale, and the rows are
// padded to 112 bytes (a multiple of 16). Eight lanes share a row and each
// reads 16 weights as a uint4 at row * 112 + 16 * j: 16-byte aligned.
#include <cuda_fp8.h>
#include <cstdint>
constexpr int K = 96, PITCH = 112;
__global__ void __launch_bounds__(256)
    fp8_gemv(const uint8_t *__restrict__ w, const float *__restrict__ x, float *__restrict__ y) {
  const int row = blockIdx.x * 32 + threadIdx.x / 8, j = threadIdx.x % 8;
  const uint8_t *r = w + (size_t)row * PITCH;
  float acc = 0.f;
  if (j < K / 16) {
    const uint4 q = *reinterpret_cast<const uint4 *>(r + 16 * j);
    const uint32_t words[4] = {q.x, q.y, q.z, q.w};
#pragma unroll
    for (int e = 0; e < 4; ++e) {
#pragma unroll
      for (int b = 0; b < 4; ++b) {
        __nv_fp8_e4m3 f;
        f.__x = (words[e] >> (8 * b)) & 0xff;
        acc = fmaf(float(f), x[16 * j + 4 * e + b], acc);
      }
    }
  }
  acc += __shfl_xor_sync(0xffffffffu, acc, 1);
  acc += __shfl_xor_sync(0xffffffffu, acc, 2);
  acc += __shfl_xor_sync(0xffffffffu, acc, 4);
  if (j == 0)
    y[row] = acc * *reinterpret_cast<const float *>(r + K);
}
