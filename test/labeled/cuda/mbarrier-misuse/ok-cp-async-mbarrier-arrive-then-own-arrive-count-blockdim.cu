// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Each thread copies one float4 of a row with cp.async, tracks it with
// cp.async.mbarrier.arrive (which raises the pending count and lowers it again
// when the thread's copies land) and then arrives itself: the barrier's 128
// expected arrivals are the threads', and the phase completes once every copy
// has landed too.
#include "mbar.cuh"
__global__ void reverse_rows(const float4 *__restrict__ src, float *__restrict__ dst) {
  __shared__ __align__(16) float4 tile[128];
  __shared__ uint64_t ready;
  if (threadIdx.x == 0)
    mb_init(&ready, blockDim.x);
  __syncthreads();
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;"
               ::"r"(smem(&tile[threadIdx.x])), "l"(src + blockIdx.x * 128 + threadIdx.x)
               : "memory");
  asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" ::"r"(smem(&ready)) : "memory");
  mb_arrive(&ready);
  mb_wait_parity(&ready, 0);
  const float4 v = tile[127 - threadIdx.x];
  dst[blockIdx.x * 128 + threadIdx.x] = v.x + v.y + v.z + v.w;
}
