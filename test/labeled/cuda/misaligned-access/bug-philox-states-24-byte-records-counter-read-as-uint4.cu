// EXPECT: misaligned-access
// BUG: Monte Carlo path simulation resuming a per-path Philox4x32 state saved
// by a previous launch. The states are packed back to back in a byte buffer
// as 24-byte records (a 16-byte counter and an 8-byte key); the kernel reads
// the counter as a uint4 at byte 24 * path. For every odd path the record
// starts 8 bytes past a 16-byte boundary, and the 16-byte load is misaligned.
#include <cstdint>
__device__ __forceinline__ uint4 philox_round(uint4 c, uint2 k) {
  const uint64_t p0 = (uint64_t)0xD2511F53u * c.x, p1 = (uint64_t)0xCD9E8D57u * c.z;
  return make_uint4((uint32_t)(p1 >> 32) ^ c.y ^ k.x, (uint32_t)p1,
                    (uint32_t)(p0 >> 32) ^ c.w ^ k.y, (uint32_t)p0);
}
__global__ void paths_step(const unsigned char *__restrict__ states, float *__restrict__ s,
                           float drift, float vol, int npaths) {
  const int path = blockIdx.x * blockDim.x + threadIdx.x;
  if (path >= npaths) return;
  const unsigned char *rec = states + (size_t)path * 24;
  uint4 ctr = *reinterpret_cast<const uint4 *>(rec);
  const uint2 key = *reinterpret_cast<const uint2 *>(rec + 16);
  for (int r = 0; r < 7; ++r) ctr = philox_round(ctr, key);
  const float u1 = (ctr.x >> 8) * (1.f / 16777216.f) + 1e-7f, u2 = (ctr.y >> 8) * (1.f / 16777216.f);
  const float z = sqrtf(-2.f * __logf(u1)) * __cosf(6.2831853f * u2);
  s[path] *= __expf(drift + vol * z);
}
