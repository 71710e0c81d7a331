// EXPECT: clean
// llama.cpp-style Q8_1 dot product: each block of 32 int8 values is a half2
// (scale, sum) followed by the 32 quants, 36 bytes in all, stored back to
// back. Reading the quants four at a time as ints is aligned: block b's qs
// starts at 36*b + 4 bytes, a multiple of 4, and the structure's alignment is
// 4 (the half2), so every block starts on a 4-byte boundary.
#include <cuda_fp16.h>
#define QK8_1 32
struct block_q8_1 {
  __half2 ds;
  signed char qs[QK8_1];
};
static_assert(sizeof(block_q8_1) == 36, "block size");
__global__ void dot_q8_1(const block_q8_1 *a, const block_q8_1 *b, float *out,
                         int nblocks) {
  float sum = 0.f;
  for (int ib = blockIdx.x * blockDim.x + threadIdx.x; ib < nblocks;
       ib += gridDim.x * blockDim.x) {
    int isum = 0;
    for (int j = 0; j < QK8_1 / 4; ++j) {
      const int qa = *reinterpret_cast<const int *>(a[ib].qs + 4 * j);
      const int qb = *reinterpret_cast<const int *>(b[ib].qs + 4 * j);
      isum = __dp4a(qa, qb, isum);
    }
    sum += __low2float(a[ib].ds) * __low2float(b[ib].ds) * isum;
  }
  for (int o = 16; o > 0; o >>= 1)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  if (threadIdx.x % 32 == 0)
    atomicAdd(out, sum);
}
