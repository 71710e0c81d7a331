// EXPECT: misaligned-access
// ARCHS: sm_89 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: int8 rowwise-quantised activations stored as one record per token: a
// float scale followed by the K int8 values (the record is padded to a
// multiple of 16 bytes). The dequantising GEMV reads the values as uint4
// (16 int8 at a time) from `record + 4`, right after the scale: the
// header was sized for the scale alone, so every 16-byte load is 4 bytes
// off its boundary.
#include <cstdint>
template <int K>
__global__ void __launch_bounds__(128)
    int8_rowwise_gemv(const uint8_t *__restrict__ records, const float *__restrict__ w, float *__restrict__ y) {
  constexpr int RECORD = (4 + K + 15) / 16 * 16;
  const uint8_t *rec = records + (size_t)blockIdx.x * RECORD;
  const float scale = *reinterpret_cast<const float *>(rec);
  const uint4 *vals = reinterpret_cast<const uint4 *>(rec + 4);
  float acc = 0.f;
  for (int c = threadIdx.x; c < K / 16; c += 128) {
    const uint4 q = vals[c];
    const int8_t *b = reinterpret_cast<const int8_t *>(&q);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      acc += b[j] * w[c * 16 + j];
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  __shared__ float part[4];
  if ((threadIdx.x & 31) == 0)
    part[threadIdx.x / 32] = acc;
  __syncthreads();
  if (threadIdx.x == 0)
    y[blockIdx.x] = scale * (part[0] + part[1] + part[2] + part[3]);
}
template __global__ void int8_rowwise_gemv<4096>(const uint8_t *, const float *, float *);
