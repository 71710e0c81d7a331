// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90 sm_90a
// A 16-byte cp.async into shared memory at a 4-byte offset.
#include <cuda_pipeline.h>
__global__ void stage(const float4 *src, float *dst) {
  __shared__ __align__(16) float buf[4 * 129];
  __pipeline_memcpy_async(buf + 1 + 4 * threadIdx.x, src + threadIdx.x, 16);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  dst[threadIdx.x] = buf[threadIdx.x];
}
