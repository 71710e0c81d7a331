// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Half of the threads arrive with a count of 2 each: 64 * 2 arrivals match
// the expected count of 128.
#include "mbar.cuh"
__global__ void paired_arrive(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 128);
  __syncthreads();
  if (threadIdx.x < 64) {
    x[threadIdx.x] += x[threadIdx.x + 64];
    asm volatile("mbarrier.arrive.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(2) : "memory");
  }
  mb_wait_parity(&bar, 0);
  x[threadIdx.x + 64] = x[threadIdx.x & 63];
}
