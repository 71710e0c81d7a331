// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// The elected lane of warp 0 (and only warp 0) initialises the block's
// mbarrier for 256 arrivals; every thread arrives once and waits.
#include "mbar.cuh"
__device__ __forceinline__ bool elect_one() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred P;\n\t"
               "elect.sync _|P, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, P;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(256) elect_init_ok(const float *x, float *y) {
  __shared__ uint64_t bar;
  __shared__ float stage[256];
  if (threadIdx.x / 32 == 0 && elect_one())
    mb_init(&bar, 256);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  stage[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  y[blockIdx.x * 256 + threadIdx.x] = stage[255 - threadIdx.x];
}
