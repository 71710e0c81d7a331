// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Marsaglia-Tsang gamma sampler, one sample per lane, borrowing the
// neighbour lane's uniform for the acceptance test with a full-mask
// __shfl_sync. The rejection loop runs while any lane of the warp still
// needs a sample (__any_sync), so every lane runs every trip and every
// shuffle; lanes already accepted just keep their sample.
#include <cstdint>
__device__ __forceinline__ float u01(uint32_t key, uint32_t ctr) {
  uint32_t h = key ^ (ctr * 0x9E3779B9u);
  h ^= h >> 16; h *= 0x7FEB352Du; h ^= h >> 15; h *= 0x846CA68Bu; h ^= h >> 16;
  return ((h >> 8) + 0.5f) * (1.0f / 16777216.0f);
}
__global__ void __launch_bounds__(128)
gamma_sample(const float *__restrict__ alpha, float *__restrict__ out,
             unsigned *__restrict__ tries_total, uint32_t seed) {
  const int gid = blockIdx.x * 128 + threadIdx.x, lane = threadIdx.x & 31;
  const float d = alpha[gid] - 1.f / 3.f, c = rsqrtf(9.f * d);
  const uint32_t key = seed ^ (uint32_t)gid * 0x85EBCA6Bu;
  float x = 0.f;
  unsigned tries = 0, round = 0;
  bool accepted = false;
  while (__any_sync(0xffffffffu, !accepted)) {
    const float u1 = u01(key, 3 * round), u2 = u01(key, 3 * round + 1);
    const float z = sqrtf(-2.f * __logf(u1)) * __cosf(6.2831853f * u2);
    const float u = __shfl_sync(0xffffffffu, u01(key, 3 * round + 2), (lane + 1) & 31);
    const float v = (1.f + c * z) * (1.f + c * z) * (1.f + c * z);
    ++round;
    if (!accepted) {
      ++tries;
      if (v > 0.f && __logf(u) < 0.5f * z * z + d - d * v + d * __logf(v)) {
        x = d * v;
        accepted = true;
      }
    }
  }
  out[gid] = x;
  const unsigned t = __reduce_add_sync(0xffffffffu, tries);
  if (lane == 0) atomicAdd(tries_total, t);
}
