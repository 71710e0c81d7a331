// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// BUG: a GPTQ-style 4-bit GEMV: eight weights per 32-bit word, K = 392, so a
// row is 49 words. Each lane reads two words at once as a uint2 at
// row * 49 + 2 * c; for odd rows that word index is odd, the address is 4 mod
// 8, and the 8-byte load is misaligned (K must be a multiple of 16 for uint2
// rows, or rows padded to an even word count).
#define K 392
#define WPR (K / 8)
__global__ void gemv_w4(const unsigned *__restrict__ qw, const float *__restrict__ x, const float *__restrict__ sc,
                        float *__restrict__ y) {
  int row = blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5);
  int lane = threadIdx.x & 31;
  float acc = 0.f;
  for (int c = lane; c < WPR / 2; c += 32) {
    uint2 q = *reinterpret_cast<const uint2 *>(qw + (size_t)row * WPR + 2 * c);
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      acc += (float)(((q.x >> (4 * j)) & 15) - 8) * x[c * 16 + j];
      acc += (float)(((q.y >> (4 * j)) & 15) - 8) * x[c * 16 + 8 + j];
    }
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    y[row] = acc * sc[row];
}
