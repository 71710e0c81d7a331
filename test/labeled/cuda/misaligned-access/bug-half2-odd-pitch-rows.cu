// EXPECT: misaligned-access
// PTXLINT-ARGS: --grid-dim=4
// One block per row of a half-precision matrix with 33 columns, read two
// columns at a time as half2: rows start 66 bytes apart, so every odd row
// starts 2 bytes past a 4-byte boundary.
#include <cuda_fp16.h>
__global__ void row_pairs(const __half *m, float *out) {
  const __half *row = m + blockIdx.x * 33;
  if (threadIdx.x < 16) {
    __half2 p = reinterpret_cast<const __half2 *>(row)[threadIdx.x];
    out[blockIdx.x * 16 + threadIdx.x] = __low2float(p) + __high2float(p);
  }
}
