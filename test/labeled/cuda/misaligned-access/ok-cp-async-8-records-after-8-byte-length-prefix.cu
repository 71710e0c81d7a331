// EXPECT: clean
// ARCHS: sm_80 sm_90
// Staging 64-byte payloads that follow an 8-byte length prefix (72-byte
// records) into shared memory with cp.async: since the payload is only 8-byte
// aligned, the copy uses 8-byte chunks (cp.async.ca ... 8) from
// 72*r + 8 + 8*c, which is 8-byte aligned for every record and chunk.
#include <cuda_pipeline.h>
__global__ void stage_payloads(const unsigned char *__restrict__ recs, float *__restrict__ out) {
  __shared__ __align__(16) unsigned char s[16][64];
  const int r = threadIdx.x / 8, c = threadIdx.x % 8;  // 8 chunks of 8 per payload
  const unsigned char *src = recs + (size_t)(blockIdx.x * 16 + r) * 72 + 8 + 8 * c;
  __pipeline_memcpy_async(&s[r][8 * c], src, 8);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  const float *p = reinterpret_cast<const float *>(s[r]);
  out[blockIdx.x * blockDim.x + threadIdx.x] = p[2 * c] + p[2 * c + 1];
}
