// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// 16-byte cp.async at 16-byte multiples; 4-byte cp.async at float offsets.
#include <cuda_pipeline.h>
__global__ void stage_ok(const float4 *src, const float *s1, float *dst) {
  __shared__ __align__(16) float buf[4 * 128];
  __shared__ float one[128];
  __pipeline_memcpy_async(buf + 4 * threadIdx.x, src + threadIdx.x, 16);
  __pipeline_memcpy_async(one + threadIdx.x, s1 + threadIdx.x + 1, 4);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  dst[threadIdx.x] = buf[threadIdx.x] + one[threadIdx.x];
}
