// EXPECT: clean
// ARCHS: sm_90 sm_90a
// A TMA-style ring of four stages: thread 0 posts expect_tx and issues a
// bulk copy per stage; every thread waits on the stage's full barrier with
// the phase parity (k / STAGES) & 1, then all arrive on the stage's empty
// barrier, which thread 0 waits on before reusing the stage.
#include "mbar.cuh"
#define STAGES 4
__global__ void tma_ring(const float4 *src, float *dst, int tiles) {
  __shared__ __align__(128) float4 buf[STAGES][64];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], blockDim.x);
    }
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    unsigned phase = (k / STAGES) & 1;
    if (threadIdx.x == 0) {
      if (k >= STAGES)
        mb_wait_parity(&empty[s], phase ^ 1);
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])), "r"(1024) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[s])), "l"(src + k * 64), "r"(1024), "r"(smem(&full[s])) : "memory");
    }
    mb_wait_parity(&full[s], phase);
    acc += buf[s][threadIdx.x % 64].x;
    mb_arrive(&empty[s]);
  }
  dst[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
