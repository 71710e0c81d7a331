// EXPECT: clean
// ARCHS: sm_90 sm_90a
// Hopper style: warp 0 elects one lane with elect.sync to initialise the
// mbarrier (CUTLASS's elect_one_sync), then a fence and a CTA barrier.
#include "mbar.cuh"
__device__ __forceinline__ bool elect_one() {
  unsigned pred = 0;
  asm volatile("{\n\t.reg .b32 r;\n\t.reg .pred p;\n\t"
               "elect.sync r|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__global__ void elect_init(float *x, int iters) {
  __shared__ uint64_t bar;
  unsigned warp = threadIdx.x / 32;
  if (warp == 0 && elect_one())
    mb_init(&bar, blockDim.x);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  for (int i = 0; i < iters; ++i) {
    x[blockIdx.x * blockDim.x + threadIdx.x] += 1.f;
    mb_arrive(&bar);
    mb_wait_parity(&bar, i & 1);
  }
}
