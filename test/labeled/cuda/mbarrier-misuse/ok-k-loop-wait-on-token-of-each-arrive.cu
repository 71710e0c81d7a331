// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Split arrive/wait over an mbarrier in a k loop with the token refreshed:
// each trip waits with the state returned by the arrive that published the
// tile it reads, and the arrive at the end of the trip hands its token to
// the next trip. All 128 threads arrive once per phase, the init count.
#include "mbar.cuh"
__global__ void k_loop(const float *__restrict__ a, float *__restrict__ out, int ktiles) {
  __shared__ float tile[128];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 128);
  __syncthreads();
  float acc = 0.f;
  tile[threadIdx.x] = a[threadIdx.x];
  uint64_t token = mb_arrive(&bar);
  for (int k = 0; k < ktiles; ++k) {
    const float next = k + 1 < ktiles ? a[(k + 1) * 128 + threadIdx.x] : 0.f;
    mb_wait(&bar, token);
    acc += tile[(threadIdx.x + 1) % 128];
    __syncthreads();
    tile[threadIdx.x] = next;
    token = mb_arrive(&bar);
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
