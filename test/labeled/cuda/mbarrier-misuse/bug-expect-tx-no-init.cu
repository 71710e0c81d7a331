// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// A TMA-style bulk load whose mbarrier is never initialised: the expect_tx
// and the wait operate on garbage shared memory.
#include "mbar.cuh"
__global__ void bulk_load_noinit(const float4 *src, float *dst) {
  __shared__ __align__(128) float4 buf[64];
  __shared__ uint64_t bar;
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)), "r"(1024) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 ::"r"(smem(buf)), "l"(src), "r"(1024), "r"(smem(&bar)) : "memory");
  }
  mb_wait_parity(&bar, 0);
  dst[threadIdx.x] = buf[threadIdx.x % 64].x;
}
