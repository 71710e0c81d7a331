// EXPECT: clean
// ARCHS: sm_80 sm_90
// A 64x32-half tile staged with 16-byte cp.async into shared rows padded to
// 40 halves (80 bytes, to avoid bank conflicts): 80 is a multiple of 16, so
// every chunk stays aligned.
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
#define PITCH 40
__global__ void stage_tile(const __half *a, int lda, float *out) {
  __shared__ __align__(16) __half s[64 * PITCH];
  const __half *src = a + (size_t)blockIdx.x * 64 * 32;
  for (int c = threadIdx.x; c < 64 * 4; c += blockDim.x) {
    int row = c / 4, col = (c % 4) * 8;
    __pipeline_memcpy_async(&s[row * PITCH + col], src + row * 32 + col, 16);
  }
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < 32; ++k)
    acc += __half2float(s[(threadIdx.x % 64) * PITCH + k]);
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
