// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Bias add on bf16 rows, two columns per thread: the column pair was computed
// as 2*lane + 1 (meant to skip a leading id column in a row of 65 values, but
// the row pitch is 64), so every __nv_bfloat162 access sits at an odd bf16
// index, 2 bytes off a 4-byte boundary.
#include <cuda_bf16.h>
__global__ void bias_add(__nv_bfloat16 *y, const __nv_bfloat16 *bias) {
  int row = blockIdx.x;
  int lane = threadIdx.x;
  int col = 2 * lane + 1;
  __nv_bfloat162 *p = reinterpret_cast<__nv_bfloat162 *>(y + row * 64 + col);
  __nv_bfloat162 b = *reinterpret_cast<const __nv_bfloat162 *>(bias + col);
  *p = __hadd2(*p, b);
}
