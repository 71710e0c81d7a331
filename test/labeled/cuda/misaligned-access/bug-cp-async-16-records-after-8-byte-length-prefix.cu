// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Staging fixed-size 64-byte payloads into shared memory with cp.async. Each
// record in global memory is an 8-byte length prefix followed by the 64-byte
// payload (72-byte records). The kernel copies the payload in 16-byte chunks
// with cp.async.cg ... 16 from record + 8 + 16*c (BUG): record r's payload
// starts at 72*r + 8, which is 8 modulo 16 for r = 0, and a 16-byte cp.async
// needs a 16-byte aligned source.
#include <cuda_pipeline.h>
__global__ void stage_payloads(const unsigned char *__restrict__ recs, float *__restrict__ out) {
  __shared__ __align__(16) unsigned char s[32][64];
  const int r = threadIdx.x / 4, c = threadIdx.x % 4;  // 4 chunks of 16 per payload
  const unsigned char *src = recs + (size_t)(blockIdx.x * 32 + r) * 72 + 8 + 16 * c;
  __pipeline_memcpy_async(&s[r][16 * c], src, 16);  // BUG: 8 mod 16 source
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  const float *p = reinterpret_cast<const float *>(s[r]);
  float acc = 0.f;
  for (int k = 0; k < 4; ++k) acc += p[4 * c + k];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
