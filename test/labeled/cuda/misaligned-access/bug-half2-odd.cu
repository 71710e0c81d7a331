// EXPECT: misaligned-access
// A half2 read at an odd half index of a shared array.
#include <cuda_fp16.h>
__global__ void odd_pairs(const __half *in, __half2 *out) {
  __shared__ __align__(16) __half h[2 * 256 + 2];
  h[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = *reinterpret_cast<const __half2 *>(h + 1 + 2 * threadIdx.x);
}
