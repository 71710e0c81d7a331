// EXPECT: misaligned-access
// ARCHS: sm_120 sm_86
// PTXLINT-ARGS: --block-dim=128
// BUG: int4 weight-only GEMV. Each weight row is stored as a 2-byte fp16
// scale followed by K/2 = 128 bytes of packed signed nibbles (row pitch
// 130 bytes). A warp takes a row and each lane loads 16 bytes of nibbles as
// one uint4 at row * 130 + 2 + 16 * lane (lanes 0-7): 2 modulo 16 for row 0,
// misaligned for every row but those with row = 7 modulo 8.
#include <cuda_fp16.h>
#define K 256
#define PITCH (2 + K / 2)
__global__ void __launch_bounds__(128)
    gemv_int4(const unsigned char *__restrict__ w, const float *__restrict__ x,
              float *__restrict__ y, int rows) {
  const int lane = threadIdx.x & 31;
  const int row = blockIdx.x * 4 + (threadIdx.x >> 5);
  if (row >= rows)
    return;
  const unsigned char *r = w + (size_t)row * PITCH;
  const float scale = __half2float(*reinterpret_cast<const __half *>(r));
  float acc = 0.f;
  if (lane < 8) {
    const uint4 q = *reinterpret_cast<const uint4 *>(r + 2 + 16 * lane);
    const unsigned words[4] = {q.x, q.y, q.z, q.w};
#pragma unroll
    for (int k = 0; k < 4; ++k)
#pragma unroll
      for (int nib = 0; nib < 8; ++nib) {
        const int v = ((int)(words[k] << (28 - 4 * nib))) >> 28;
        acc += v * x[lane * 32 + k * 8 + nib];
      }
  }
  for (int o = 4; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * scale;
}
