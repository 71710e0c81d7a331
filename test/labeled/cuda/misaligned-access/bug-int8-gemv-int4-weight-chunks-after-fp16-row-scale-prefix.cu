// EXPECT: misaligned-access
// BUG: a weight-only int8 GEMV whose rows are stored as [fp16 scale][K int8
// weights], K = 4096, so each row is 4098 bytes. The weights are read 16 at a
// time as int4 from row + 2: the chunk address is 2 mod 16 in every row (and
// the row stride 4098 is not a multiple of 16 either), so the 16-byte loads
// are misaligned.
#include <cuda_fp16.h>
#define K 4096
#define ROWB (K + 2)
__global__ void gemv_w8(const unsigned char *__restrict__ wq, const float *__restrict__ x, float *__restrict__ y) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  const unsigned char *r = wq + (size_t)row * ROWB;
  float scale = __half2float(*reinterpret_cast<const __half *>(r));
  const int4 *w = reinterpret_cast<const int4 *>(r + 2);
  float acc = 0.f;
  for (int c = lane; c < K / 16; c += 32) {
    int4 q = w[c];
    const signed char *b = reinterpret_cast<const signed char *>(&q);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      acc += b[j] * x[c * 16 + j];
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * scale;
}
