// EXPECT: misaligned-access
// llama.cpp-style Q4_0 matrix-vector product: each block of 32 weights is a
// half scale followed by 16 bytes of packed nibbles, 18 bytes in all, stored
// back to back. The nibbles are read four bytes at a time as an int (BUG):
// block b's qs starts at 18*b + 2 bytes, 2 bytes past a 4-byte boundary for
// every even b (ggml reads them as two 16-bit halves for this reason).
// Launched with one warp per row.
#include <cuda_fp16.h>
#define QK4_0 32
struct block_q4_0 {
  __half d;
  unsigned char qs[QK4_0 / 2];
};
static_assert(sizeof(block_q4_0) == 18, "packed block");
__global__ void mul_mat_vec_q4_0(const block_q4_0 *W, const float *x, float *y,
                                 int ncols) {
  const int row = blockIdx.x;
  const int nb = ncols / QK4_0;
  float sum = 0.f;
  for (int ib = threadIdx.x; ib < nb; ib += blockDim.x) {
    const block_q4_0 *b = &W[(size_t)row * nb + ib];
    const float d = __half2float(b->d);
    const float *xb = x + ib * QK4_0;
    for (int j = 0; j < 4; ++j) {
      const int q = *reinterpret_cast<const int *>(b->qs + 4 * j);  // BUG
      for (int t = 0; t < 4; ++t) {
        const int byte = (q >> (8 * t)) & 0xff;
        sum += d * ((byte & 0xf) - 8) * xb[4 * j + t];
        sum += d * ((byte >> 4) - 8) * xb[4 * j + t + QK4_0 / 2];
      }
    }
  }
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if (threadIdx.x == 0)
    y[row] = sum;
}
