// EXPECT: clean
// ARCHS: sm_90 sm_100a
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=256
// PyTorch-like elementwise cast kernel with a runtime dtype switch, built
// with separate compilation: the extern "unsupported dtype" reporter (which
// traps) is called only in the default case, with nothing after it; every
// supported dtype converts and stores.
#include <cuda_bf16.h>
__device__ void report_unsupported(int dtype, int where);
__global__ void __launch_bounds__(256)
    cast_out(const float *__restrict__ x, void *__restrict__ y, int dtype, int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i];
  switch (dtype) {
  case 0:
    static_cast<float *>(y)[i] = v;
    break;
  case 1:
    static_cast<__half *>(y)[i] = __float2half_rn(v);
    break;
  case 2:
    static_cast<__nv_bfloat16 *>(y)[i] = __float2bfloat16_rn(v);
    break;
  default:
    report_unsupported(dtype, __LINE__);
  }
}
__device__ void report_unsupported(int dtype, int where) {
  printf("cast_out: unsupported dtype %d (line %d)\n", dtype, where);
  __trap();
}
