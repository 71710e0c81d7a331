// EXPECT: clean
// fp8 (e4m3) GEMV with per-row scales stored inline: each weight row is a
// float scale padded to 8 bytes followed by K = 4096 fp8 weights (4104-byte
// rows). Lanes read eight weights at a time as a uint2 at byte 8 + 8 * i of
// the row, and every row starts at a multiple of 8: the loads are aligned.
#include <cuda_fp8.h>
#include <cstdint>
constexpr int K = 4096, ROW = K + 8;
__global__ void fp8_gemv(const uint8_t *w, const float *x, float *y) {
  int row = blockIdx.x * 8 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const uint8_t *r = w + (size_t)row * ROW;
  float scale = *reinterpret_cast<const float *>(r);
  float acc = 0.f;
  for (int i = lane; i < K / 8; i += 32) {
    uint2 q = *reinterpret_cast<const uint2 *>(r + 8 + 8 * i);
    const __nv_fp8_e4m3 *e = reinterpret_cast<const __nv_fp8_e4m3 *>(&q);
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc += float(e[j]) * x[8 * i + j];
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * scale;
}
