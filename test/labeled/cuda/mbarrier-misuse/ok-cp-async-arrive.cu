// EXPECT: clean
// ARCHS: sm_80 sm_90
// cp.async completion tracked on an mbarrier: every thread issues its copy,
// then cp.async.mbarrier.arrive.noinc (which counts as that thread's
// arrival, so the expected count is blockDim.x), then waits on phase 0.
#include "mbar.cuh"
__global__ void async_tile(const float4 *src, float4 *dst) {
  __shared__ uint64_t bar;
  __shared__ float4 tile[256];
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  unsigned d = smem(&tile[threadIdx.x]);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(d),
               "l"(src + blockIdx.x * blockDim.x + threadIdx.x) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(&bar)) : "memory");
  mb_wait_parity(&bar, 0);
  dst[blockIdx.x * blockDim.x + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}
