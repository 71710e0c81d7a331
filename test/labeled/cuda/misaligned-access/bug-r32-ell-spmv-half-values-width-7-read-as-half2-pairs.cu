// EXPECT: misaligned-access
// ARCHS: sm_75 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// BUG: ELLPACK SpMV with fp16 values, one row per thread, the row's WIDTH
// slots stored contiguously (row-major ELL). The slot loop reads values
// two at a time as __half2 to halve the load count. That was written for a
// width of 8; the matrix is now stored with WIDTH = 7, so a row starts at
// 14 * row bytes and every odd row's pairs sit at 2 modulo 4.
#include <cuda_fp16.h>
#define WIDTH 7
__global__ void __launch_bounds__(128)
    ell_spmv_h(const __half *__restrict__ val, const int *__restrict__ col,
               const float *__restrict__ x, float *__restrict__ y, int rows) {
  const int row = blockIdx.x * 128 + threadIdx.x;
  if (row >= rows)
    return;
  const __half *v = val + (size_t)row * WIDTH;
  const int *c = col + (size_t)row * WIDTH;
  float acc = 0.f;
#pragma unroll
  for (int j = 0; j + 1 < WIDTH; j += 2) {
    const float2 p = __half22float2(*reinterpret_cast<const __half2 *>(v + j));
    acc += p.x * x[c[j]] + p.y * x[c[j + 1]];
  }
  acc += __half2float(v[WIDTH - 1]) * x[c[WIDTH - 1]];
  y[row] = acc;
}
