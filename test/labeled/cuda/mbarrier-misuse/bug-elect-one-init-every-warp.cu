// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// elect.sync picks one lane per warp, and the author used it alone to guard
// the init of the block's single mbarrier: one lane of each of the eight
// warps initialises it, late warps re-initialising it after early ones
// arrived (the `warp == 0 &&` part of the guard is missing).
#include "mbar.cuh"
__device__ __forceinline__ bool elect_one() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred P;\n\t"
               "elect.sync _|P, 0xffffffff;\n\t"
               "selp.u32 %0, 1, 0, P;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void __launch_bounds__(256) elect_init(const float *x, float *y) {
  __shared__ uint64_t bar;
  __shared__ float stage[256];
  if (elect_one())
    mb_init(&bar, 256);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  stage[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  y[blockIdx.x * 256 + threadIdx.x] = stage[255 - threadIdx.x];
}
