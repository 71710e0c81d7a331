// EXPECT: clean
// ARCHS: sm_90 sm_90a
// A bulk copy completing on an mbarrier with expect_tx (the TMA pattern).
#include "mbar.cuh"
__global__ void bulk_load(const float4 *src, float *dst) {
  __shared__ __align__(128) float4 buf[64];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(1024) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(smem(buf)), "l"(src), "r"(1024), "r"(smem(&bar)) : "memory");
  }
  mb_wait_parity(&bar, 0);
  dst[threadIdx.x] = buf[threadIdx.x % 64].x;
}
