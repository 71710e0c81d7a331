// EXPECT: misaligned-access
// ARCHS: sm_80 sm_75 sm_90
// llama.cpp-style Q4_0 GEMV: weights come in 18-byte blocks of 32 weights,
// a half scale d followed by 16 bytes of packed nibbles. One warp per row,
// one block per lane per step. Bug: the nibbles are fetched with one 16-byte
// load, *(const uint4 *)blk->qs. The blocks are packed (sizeof == 18, 2-byte
// alignment), so qs sits at 2 + 18 * i bytes: never 16-byte aligned (in
// block 0 it is 2 modulo 16). The load faults (misaligned address) on the
// first block. The qs bytes have to be read with 2-byte loads (or memcpy).
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
    const uint4 q = *reinterpret_cast<const uint4 *>(blk->qs);
    const unsigned words[4] = {q.x, q.y, q.z, q.w};
    const float *xb = x + b * 32;
    float s = 0.f;
#pragma unroll
    for (int w = 0; w < 4; ++w)
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        unsigned byte = (words[w] >> (8 * j)) & 0xff;
        s += (float)((int)(byte & 15) - 8) * xb[w * 4 + j] +
             (float)((int)(byte >> 4) - 8) * xb[16 + w * 4 + j];
      }
    acc += d * s;
  }
  for (int o = 16; o > 0; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc;
}
