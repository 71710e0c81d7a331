// EXPECT: clean
// Philox-based Gaussian noise with counters handed out per warp: the lanes
// still in range take a block of counters from a global offset with one
// atomicAdd by the lowest such lane, broadcast with __shfl_sync. In the
// tail warp only some lanes are in range; the mask is taken with
// __ballot_sync(0xffffffff, i < n) by the whole warp before the bounds test,
// and the leader's shuffle inside the branch uses exactly that mask.
#include <cstdint>
__device__ __forceinline__ uint4 philox4x32_10(uint4 c, uint2 k) {
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    unsigned hi0 = __umulhi(0xD2511F53u, c.x), lo0 = 0xD2511F53u * c.x;
    unsigned hi1 = __umulhi(0xCD9E8D57u, c.z), lo1 = 0xCD9E8D57u * c.z;
    c = make_uint4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
    k.x += 0x9E3779B9u;
    k.y += 0xBB67AE85u;
  }
  return c;
}
__global__ void add_noise(float *__restrict__ x, int n, float sigma, uint2 key, unsigned long long *__restrict__ offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  unsigned live = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    int leader = __ffs(live) - 1;
    unsigned long long base = 0;
    if (lane == leader)
      base = atomicAdd(offset, (unsigned long long)__popc(live));
    base = __shfl_sync(live, base, leader);
    unsigned long long ctr = base + __popc(live & ((1u << lane) - 1u));
    uint4 r = philox4x32_10(make_uint4((unsigned)ctr, (unsigned)(ctr >> 32), 0u, 0u), key);
    float u1 = (r.x + 1.f) * 2.3283064e-10f, u2 = r.y * 2.3283064e-10f;
    x[i] += sigma * sqrtf(-2.f * __logf(u1)) * __cosf(6.2831853f * u2);
  }
}
