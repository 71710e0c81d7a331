// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Monte Carlo rejection sampler (truncated-normal proposals) with a block-
// shared pool of 1024 uniforms. The refill runs once per round for the whole
// block: every thread takes part in the refill and both barriers, threads
// already accepted just skip the proposal, and the loop ends on
// __syncthreads_and(accepted), which every thread reaches in every round,
// so all threads leave the loop in the same round.
#include <cstdint>
__device__ __forceinline__ float hash_uniform(uint32_t key, uint32_t ctr) {
  uint32_t h = key * 0x9E3779B9u ^ ctr * 0x85EBCA6Bu;
  h ^= h >> 16; h *= 0x7FEB352Du; h ^= h >> 15; h *= 0x846CA68Bu; h ^= h >> 16;
  return (h >> 8) * (1.0f / 16777216.0f);
}
__global__ void __launch_bounds__(256)
truncnorm_sample(float *__restrict__ out, float lo, float hi, uint32_t seed) {
  __shared__ float pool[1024];
  const int tid = threadIdx.x;
  float x = 0.f;
  int accepted = 0;
  for (uint32_t round = 0;; ++round) {
    for (int i = tid; i < 1024; i += 256)
      pool[i] = hash_uniform(seed ^ blockIdx.x, round * 1024u + i);
    __syncthreads();
    for (int k = 0; k < 4 && !accepted; ++k) {
      const float u1 = pool[(tid * 4 + k) & 1023];
      const float u2 = pool[(tid * 4 + k + 517) & 1023];
      const float y = lo + (hi - lo) * u1;
      if (u2 <= __expf(-0.5f * y * y)) { x = y; accepted = 1; }
    }
    if (__syncthreads_and(accepted)) break;
  }
  out[blockIdx.x * 256 + tid] = x;
}
