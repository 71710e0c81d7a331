// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// llama.cpp-style Q4_0 GEMV: weights come in 18-byte blocks of 32 weights,
// a half scale d followed by 16 bytes of packed nibbles. One warp per row,
// one block per lane per step. The blocks are packed (sizeof == 18), so qs
// is only 2-byte aligned: it is read as eight 16-bit words, each at an even
// address. Near miss of reading qs as one uint4.
#include <cuda_fp16.h>
#include <cstdint>
struct block_q4_0 {
  __half d;
  uint8_t qs[16];
};
static_assert(sizeof(block_q4_0) == 18, "packed Q4_0 block");
__global__ void gemv_q4_0(const block_q4_0 *__restrict__ W, const float *__restrict__ x,
                          float *__restrict__ y, int nblocks_per_row) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const block_q4_0 *wrow = W + (size_t)row * nblocks_per_row;
  float acc = 0.f;
  for (int b = lane; b < nblocks_per_row; b += 32) {
    const block_q4_0 *blk = wrow + b;
    const float d = __half2float(blk->d);
    const uint16_t *q16 = reinterpret_cast<const uint16_t *>(blk->qs);
    const float *xb = x + b * 32;
    float s = 0.f;
#pragma unroll
    for (int w = 0; w < 8; ++w) {
      unsigned h = q16[w];
#pragma unroll
      for (int j = 0; j < 2; ++j) {
        unsigned byte = (h >> (8 * j)) & 0xff;
        s += (float)((int)(byte & 15) - 8) * xb[w * 2 + j] +
             (float)((int)(byte >> 4) - 8) * xb[16 + w * 2 + j];
      }
    }
    acc += d * s;
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc;
}
