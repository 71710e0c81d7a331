// EXPECT: misaligned-access
// Split-batch weight-gradient accumulation in fp16: each thread adds a pair of
// column gradients with a packed __half2 atomicAdd. The table has 1023
// columns, so on every odd row the pair starts at an odd __half index --
// 2 bytes past a 4-byte boundary (BUG: atom.add.f16x2 needs 4-byte alignment).
#include <cuda_fp16.h>
constexpr int kCols = 1023;
// One block per output row and batch chunk (blockIdx.y): the chunks of a
// row add their partial gradients into the same row with atomics.
__global__ void weight_grad_half2(const __half2 *__restrict__ partial, __half *__restrict__ grad,
                                  int rows) {
  const int row = blockIdx.x;
  if (row >= rows) return;
  const __half2 *src = partial + ((size_t)blockIdx.y * rows + row) * 512;
  for (int p = threadIdx.x; p < kCols / 2; p += blockDim.x) {
    __half2 g = src[p];
    atomicAdd(reinterpret_cast<__half2 *>(grad + (size_t)row * kCols + 2 * p), g);
  }
}
