// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: Monte Carlo rejection sampler (truncated-normal proposals). The block
// shares a pool of 1024 uniforms in shared memory, refilled from a counter-
// based generator whenever a thread has used up its four slots. Each thread
// loops until its proposal is accepted, so the trip count differs per
// thread, and the refill with its two __syncthreads() sits inside that
// loop: threads that were accepted early have left the loop while others
// are still waiting at the refill barrier.
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
  uint32_t round = 0;
  int k = 4;
  float x = 0.f;
  bool accepted = false;
  while (!accepted) {
    if (k == 4) {
      __syncthreads();
      for (int i = tid; i < 1024; i += 256)
        pool[i] = hash_uniform(seed ^ blockIdx.x, round * 1024u + i);
      __syncthreads();
      ++round;
      k = 0;
    }
    const float u1 = pool[(tid * 4 + k) & 1023];
    const float u2 = pool[(tid * 4 + k + 517) & 1023];
    ++k;
    x = lo + (hi - lo) * u1;
    accepted = u2 <= __expf(-0.5f * x * x);
  }
  out[blockIdx.x * 256 + tid] = x;
}
