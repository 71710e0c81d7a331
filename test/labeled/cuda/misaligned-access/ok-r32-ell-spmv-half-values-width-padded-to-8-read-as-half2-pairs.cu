// EXPECT: clean
// ARCHS: sm_75 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=128
// ELLPACK SpMV with fp16 values, one row per thread, the row's slots stored
// contiguously (row-major ELL). Rows hold at most 7 nonzeros but are padded
// to PITCH = 8 slots (the padding slot has value 0 and column 0), so a row
// starts at 16 * row bytes and the __half2 pair loads at even slots are
// 4-byte aligned.
#include <cuda_fp16.h>
#define PITCH 8
__global__ void __launch_bounds__(128)
    ell_spmv_h(const __half *__restrict__ val, const int *__restrict__ col,
               const float *__restrict__ x, float *__restrict__ y, int rows) {
  const int row = blockIdx.x * 128 + threadIdx.x;
  if (row >= rows)
    return;
  const __half *v = val + (size_t)row * PITCH;
  const int *c = col + (size_t)row * PITCH;
  float acc = 0.f;
#pragma unroll
  for (int j = 0; j < PITCH; j += 2) {
    const float2 p = __half22float2(*reinterpret_cast<const __half2 *>(v + j));
    acc += p.x * x[c[j]] + p.y * x[c[j + 1]];
  }
  y[row] = acc;
}
