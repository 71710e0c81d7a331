// EXPECT: clean
// A weight-only int8 GEMV whose fp16 row scales live in their own array, so
// each row of K = 4096 int8 weights starts at a multiple of 4096 bytes and the
// 16-byte int4 chunks are aligned.
#include <cuda_fp16.h>
#define K 4096
__global__ void gemv_w8(const unsigned char *__restrict__ wq, const __half *__restrict__ scales,
                        const float *__restrict__ x, float *__restrict__ y) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  const int4 *w = reinterpret_cast<const int4 *>(wq + (size_t)row * K);
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
    y[row] = acc * __half2float(scales[row]);
}
