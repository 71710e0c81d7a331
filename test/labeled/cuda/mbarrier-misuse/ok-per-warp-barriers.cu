// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// One mbarrier per warp, each initialised by its warp's lane 0 and used by
// that warp only.
#include "mbar.cuh"
__global__ void warp_local(float *x) {
  __shared__ uint64_t bars[32];
  unsigned warp = threadIdx.x / 32;
  if ((threadIdx.x & 31) == 0)
    mb_init(&bars[warp], 32);
  __syncwarp();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bars[warp]);
  mb_wait(&bars[warp], st);
  x[threadIdx.x] *= 2.f;
}
