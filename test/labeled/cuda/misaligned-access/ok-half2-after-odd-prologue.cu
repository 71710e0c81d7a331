// EXPECT: clean
// Scaling a half array from an arbitrary start: an odd start is handled by
// one scalar element, the rest as __half2 pairs from the rounded-up even
// index, so every pair load is 4-byte aligned.
#include <cuda_fp16.h>
__global__ void scale_from(__half *x, int start, int n, __half k) {
  int even = (start + 1) & ~1;
  if (blockIdx.x == 0 && threadIdx.x == 0 && (start & 1) && start < n)
    x[start] = __hmul(x[start], k);
  __half2 k2 = __half2half2(k);
  for (int p = even + 2 * (blockIdx.x * blockDim.x + threadIdx.x); p + 1 < n;
       p += 2 * gridDim.x * blockDim.x) {
    __half2 *q = reinterpret_cast<__half2 *>(x + p);
    *q = __hmul2(*q, k2);
  }
}
