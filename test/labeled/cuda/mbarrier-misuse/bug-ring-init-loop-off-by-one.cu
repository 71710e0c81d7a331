// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// A three-stage ring whose init loop stops one stage short (`s < STAGES - 1`
// after the author reserved a slot that was later removed): full[2] is
// waited on and completed by the bulk copies but never initialised.
#include "mbar.cuh"
#define STAGES 3
__global__ void ring3(const float4 *src, float *dst, int tiles) {
  __shared__ __align__(128) float4 buf[STAGES][64];
  __shared__ uint64_t full[STAGES];
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES - 1; ++s)
      mb_init(&full[s], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < STAGES; ++k) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[k])),
                   "r"(1024)
                   : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], "
                   "%2, [%3];" ::"r"(smem(buf[k])),
                   "l"(src + (size_t)(blockIdx.x * STAGES + k) * 64), "r"(1024),
                   "r"(smem(&full[k]))
                   : "memory");
    }
    mb_wait_parity(&full[k], 0);
    acc += buf[k][threadIdx.x % 64].x;
  }
  dst[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
