// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// NVCC-ARGS: -Xptxas -w
// GEMM mainloop with TMA multicast in a cluster of two CTAs along M: both CTAs
// need the same 8 KiB B tile, so each loads one 4 KiB half and multicasts it
// to both CTAs' shared memory (ctaMask 0b11), completing on the barrier at the
// same offset in each CTA. Each CTA's full barrier therefore receives 8 KiB of
// complete_tx per k step, but thread 0 arms it with expect_tx of its own half
// only: the tx count reaches zero when the first half lands and the consumers
// read the other half before it arrives (and the phase's tx count underflows).
#include "mbar.cuh"
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
    gemm_b_multicast(const float *B, float *out, int ktiles) {
  __shared__ __align__(128) float bt[2048];
  __shared__ uint64_t full;
  unsigned rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;" ::: "memory");
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)),
                   "r"(4096) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
                   " [%0], [%1], %2, [%3], %4;" ::"r"(smem(bt + rank * 1024)),
                   "l"(B + (size_t)k * 2048 + rank * 1024), "r"(4096), "r"(smem(&full)),
                   "h"((unsigned short)3) : "memory");
    }
    mb_wait_parity(&full, k & 1);
    for (int i = threadIdx.x; i < 2048; i += 128)
      acc += bt[i];
    asm volatile("barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;" ::: "memory");
  }
  out[(blockIdx.x * 128) + threadIdx.x] = acc;
}
