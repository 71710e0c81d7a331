// EXPECT: clean
// ARCHS: sm_89 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: int8 rowwise-quantised records with the scale header padded to 16
// bytes (scale, zero point, two reserved words) and the record size rounded
// to 16: the uint4 loads of the values start at `record + 16`, aligned by
// construction.
#include <cstdint>
struct alignas(16) RowHeader {
  float scale;
  int zero_point;
  int reserved[2];
};
template <int K>
__global__ void __launch_bounds__(128)
    int8_rowwise_gemv(const uint8_t *__restrict__ records, const float *__restrict__ w, float *__restrict__ y) {
  constexpr int RECORD = (int)sizeof(RowHeader) + (K + 15) / 16 * 16;
  const uint8_t *rec = records + (size_t)blockIdx.x * RECORD;
  const RowHeader h = *reinterpret_cast<const RowHeader *>(rec);
  const uint4 *vals = reinterpret_cast<const uint4 *>(rec + sizeof(RowHeader));
  float acc = 0.f;
  for (int c = threadIdx.x; c < K / 16; c += 128) {
    const uint4 q = vals[c];
    const int8_t *b = reinterpret_cast<const int8_t *>(&q);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      acc += (b[j] - h.zero_point) * w[c * 16 + j];
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  __shared__ float part[4];
  if ((threadIdx.x & 31) == 0)
    part[threadIdx.x / 32] = acc;
  __syncthreads();
  if (threadIdx.x == 0)
    y[blockIdx.x] = h.scale * (part[0] + part[1] + part[2] + part[3]);
}
template __global__ void int8_rowwise_gemv<4096>(const uint8_t *, const float *, float *);
