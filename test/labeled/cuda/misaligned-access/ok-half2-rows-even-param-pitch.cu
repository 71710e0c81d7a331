// EXPECT: clean
// half2 loads from rows of a half matrix whose pitch is passed in half2
// units: every row starts a multiple of 4 bytes into the allocation, and
// each thread reads the pair at column 2 * c.
#include <cuda_fp16.h>
__global__ void row_pairs(const __half *m, float *out, int pitch2, int cols2) {
  const __half *row = m + (size_t)blockIdx.x * pitch2 * 2;
  for (int c = threadIdx.x; c < cols2; c += blockDim.x) {
    __half2 p = *reinterpret_cast<const __half2 *>(row + 2 * c);
    out[(size_t)blockIdx.x * cols2 + c] = __low2float(p) * __high2float(p);
  }
}
