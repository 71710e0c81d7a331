// EXPECT: clean
// PTXLINT-ARGS: --grid-dim=4
// The matrix is padded to 34 columns, so every row starts on a 4-byte
// boundary and the half2 reads are aligned.
#include <cuda_fp16.h>
__global__ void row_pairs(const __half *m, float *out) {
  const __half *row = m + blockIdx.x * 34;
  if (threadIdx.x < 16) {
    __half2 p = reinterpret_cast<const __half2 *>(row)[threadIdx.x];
    out[blockIdx.x * 16 + threadIdx.x] = __low2float(p) + __high2float(p);
  }
}
