// EXPECT: misaligned-access
// Per-row int8 quantised weights stored as [float scale][64 int8 values]:
// the row pitch is 68 bytes and the values start 4 bytes into the row, yet
// the kernel reads them as int4 (16 bytes) per lane.
#include <cstdint>
#define K 64
__global__ void dequant_rows(const unsigned char *__restrict__ packed, float *__restrict__ out) {
  const unsigned char *row = packed + (size_t)blockIdx.x * (sizeof(float) + K);
  const float scale = *reinterpret_cast<const float *>(row);
  const int4 *vals = reinterpret_cast<const int4 *>(row + sizeof(float));
  if (threadIdx.x < K / 16) {
    int4 q = vals[threadIdx.x];
    const int8_t *b = reinterpret_cast<const int8_t *>(&q);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      out[blockIdx.x * K + threadIdx.x * 16 + j] = scale * b[j];
  }
}
