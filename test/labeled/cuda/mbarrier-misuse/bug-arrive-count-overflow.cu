// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Each thread arrives with a count of 2 on a barrier that expects one arrival
// per thread: the phase completes halfway through and the surplus spills into
// the next phase.
#include "mbar.cuh"
__global__ void double_arrive(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 128);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1], %2;"
               : "=l"(st) : "r"(smem(&bar)), "r"(2) : "memory");
  mb_wait(&bar, st);
}
