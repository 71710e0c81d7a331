// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_75 sm_90
// W4A16 GEMV with group-wise scales (128 weights per group), one output row
// per block of 256 threads, each thread owning a 16-weight slice of the
// current 4096-wide K chunk. Pruned groups have a zero scale. Bug: a thread
// whose group scale is zero "has nothing to add" and returns early, but the
// kernel ends with a block-wide sum (shared-memory atomicAdd, then
// __syncthreads() and thread 0 stores): threads of pruned groups never reach it, the others
// wait for them.
#include <cuda_fp16.h>
#include <cstdint>
__global__ void __launch_bounds__(256) gemv_w4a16_pruned(const uint32_t *__restrict__ wq,
                                                         const __half *__restrict__ scales,
                                                         const __half *__restrict__ x,
                                                         float *__restrict__ y, int K) {
  __shared__ float row_sum;
  const int row = blockIdx.x;
  if (threadIdx.x == 0)
    row_sum = 0.f;
  __syncthreads();
  const int k0 = threadIdx.x * 16; // 256 threads x 16 weights = one 4096-wide chunk
  float acc = 0.f;
  for (int kc = 0; kc < K; kc += 4096) {
    const int k = kc + k0;
    const float s = __half2float(scales[(size_t)row * (K / 128) + k / 128]);
    if (s == 0.f)
      return;
    const uint32_t *wp = wq + ((size_t)row * K + k) / 8;
#pragma unroll
    for (int w = 0; w < 2; ++w) {
      uint32_t packed = wp[w];
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc += s * (float)((int)((packed >> (4 * j)) & 15) - 8) * __half2float(x[k + w * 8 + j]);
    }
  }
  atomicAdd(&row_sum, acc);
  __syncthreads();
  if (threadIdx.x == 0)
    y[row] = row_sum;
}
