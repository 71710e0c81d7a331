// EXPECT: misaligned-access
// Group norm statistics over an NHWC fp16 tensor with C = 48 channels in
// 16 groups of 3: one thread per (pixel, group) sums its group's channels.
// The first two channels of the group are read as one __half2 at channel 3*g
// (BUG): for odd g that is an odd half index, 2 modulo 4 bytes, so the
// threads of odd and even groups cannot all be 4-byte aligned.
#include <cuda_fp16.h>
template <int C, int CPG>
__global__ void gn_stats(const __half *__restrict__ x, float2 *__restrict__ stats, int hw) {
  const int g = threadIdx.x % (C / CPG);
  const int p = blockIdx.x * (blockDim.x / (C / CPG)) + threadIdx.x / (C / CPG);
  if (p >= hw)
    return;
  const __half *px = x + (size_t)p * C + g * CPG;
  const __half2 ab = *reinterpret_cast<const __half2 *>(px);  // BUG: 6*g bytes
  const float a = __low2float(ab), b = __high2float(ab), c = __half2float(px[2]);
  atomicAdd(&stats[g].x, a + b + c);
  atomicAdd(&stats[g].y, a * a + b * b + c * c);
}
template __global__ void gn_stats<48, 3>(const __half *, float2 *, int);
