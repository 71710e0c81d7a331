// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// The init guard was meant to pick thread 0 but tests only the lane and the
// first two warps: lanes 0 of warps 0 and 1 both initialise the same mbarrier,
// and the second init can land after threads of warp 0 already arrived.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) gather(const float *in, float *out) {
  __shared__ uint64_t bar;
  __shared__ float s[128];
  if ((threadIdx.x & 31) == 0 && threadIdx.x < 64)
    mb_init(&bar, 128);
  __syncthreads();
  s[threadIdx.x] = in[blockIdx.x * 128 + threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  out[blockIdx.x * 128 + threadIdx.x] = s[127 - threadIdx.x];
}
