// EXPECT: clean
// 128-bit loads of eight bf16 values per thread from rows padded to a
// multiple of 8 elements, starting at the row base: 16-byte aligned.
#include <cuda_bf16.h>
__global__ void gemv_bf16(const __nv_bfloat16 *w, const float *x, float *y, int k8) {
  const __nv_bfloat16 *row = w + blockIdx.x * k8 * 8;
  float acc = 0.f;
  for (int c = threadIdx.x * 8; c < k8 * 8; c += blockDim.x * 8) {
    uint4 raw = *reinterpret_cast<const uint4 *>(row + c);
    const __nv_bfloat16 *h = reinterpret_cast<const __nv_bfloat16 *>(&raw);
    for (int j = 0; j < 8; ++j)
      acc += __bfloat162float(h[j]) * x[c + j];
  }
  atomicAdd(&y[blockIdx.x], acc);
}
