// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=128
// BUG: warp-specialised dropout. Warp 0 refills a shared buffer of Philox
// random words each round and signals the three consumer warps through named
// barrier 1 (bar.arrive), the consumers release the buffer through named
// barrier 2. Barrier 1 is counted as FULL_COUNT = 96, the consumer threads
// only: the refill warp's 32 arrivals count too, so the barrier opens after
// 96 of the 128 participants and a consumer warp can read a half-written
// buffer (and the extra arrivals leak into the next round).
#include <cstdint>
#define FULL_COUNT 96
#define EMPTY_COUNT 128
__device__ __forceinline__ void named_sync(int id, int n) { asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory"); }
__device__ __forceinline__ void named_arrive(int id, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"(id), "r"(n) : "memory");
}
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
__global__ void __launch_bounds__(128) dropout_ws(const float4 *__restrict__ x, float4 *__restrict__ y, uint64_t seed,
                                                  float keep, int n4) {
  __shared__ uint4 rnd[96];
  int warp = threadIdx.x >> 5;
  int per_round = gridDim.x * 96;
  int rounds = (n4 + per_round - 1) / per_round;
  uint2 key = make_uint2((unsigned)seed, (unsigned)(seed >> 32));
  if (warp == 0) {
    for (int r = 0; r < rounds; ++r) {
      if (r > 0)
        named_sync(2, EMPTY_COUNT); // the consumers are done with the last round
      for (int j = threadIdx.x; j < 96; j += 32)
        rnd[j] = philox4x32_10(make_uint4(blockIdx.x * 96 + j, r, 0, 0), key);
      named_arrive(1, FULL_COUNT);
    }
  } else {
    int c = threadIdx.x - 32;
    unsigned thresh = (unsigned)(keep * 4294967295.0f);
    float scale = 1.f / keep;
    for (int r = 0; r < rounds; ++r) {
      named_sync(1, FULL_COUNT);
      uint4 u = rnd[c];
      if (r + 1 < rounds)
        named_arrive(2, EMPTY_COUNT);
      int i = (r * gridDim.x + blockIdx.x) * 96 + c;
      if (i < n4) {
        float4 v = x[i];
        v.x = u.x <= thresh ? v.x * scale : 0.f;
        v.y = u.y <= thresh ? v.y * scale : 0.f;
        v.z = u.z <= thresh ? v.z * scale : 0.f;
        v.w = u.w <= thresh ? v.w * scale : 0.f;
        y[i] = v;
      }
    }
  }
}
