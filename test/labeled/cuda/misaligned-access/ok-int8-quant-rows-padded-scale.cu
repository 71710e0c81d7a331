// EXPECT: clean
// Per-row int8 quantised weights stored as [float scale, 12 bytes of padding]
// [64 int8 values]: the row pitch is 80 bytes and the values start 16 bytes
// into the row, so the int4 loads are aligned in every row.
#include <cstdint>
#define K 64
#define HDR 16
__global__ void dequant_rows_padded(const unsigned char *__restrict__ packed,
                                    float *__restrict__ out) {
  const unsigned char *row = packed + (size_t)blockIdx.x * (HDR + K);
  const float scale = *reinterpret_cast<const float *>(row);
  const int4 *vals = reinterpret_cast<const int4 *>(row + HDR);
  if (threadIdx.x < K / 16) {
    int4 q = vals[threadIdx.x];
    const int8_t *b = reinterpret_cast<const int8_t *>(&q);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      out[blockIdx.x * K + threadIdx.x * 16 + j] = scale * b[j];
  }
}
