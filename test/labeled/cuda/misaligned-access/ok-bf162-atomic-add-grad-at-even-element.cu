// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Embedding-gradient scatter with packed bfloat162 atomics at grad + 2*i: the
// 4-byte atom.add.bf16x2 is at 4*i bytes, aligned in every thread.
#include <cuda_bf16.h>
__global__ void __launch_bounds__(256) grad_scatter(__nv_bfloat16 *grad, const __nv_bfloat162 *g, int n) {
  int i = blockIdx.x * 256 + threadIdx.x;
  if (i < n)
    atomicAdd(reinterpret_cast<__nv_bfloat162 *>(grad + 2 * i), g[i]);
}
