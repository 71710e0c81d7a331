// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Persistent row sums with one shared slot filled by a bulk copy per claimed
// row. The phase bit is declared inside the work loop, so every row waits with
// parity 0: from the second row on, that parity names the phase that already
// completed, the wait returns at once and the threads sum the previous row
// while the copy is still in flight.
#include "mbar.cuh"
__global__ void persistent_rows(const float *__restrict__ src, float *__restrict__ dst,
                                int *next, int nrows) {
  __shared__ __align__(128) float row[1024];
  __shared__ uint64_t full;
  __shared__ int claimed;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  while (true) {
    unsigned phase = 0;
    if (threadIdx.x == 0)
      claimed = atomicAdd(next, 1);
    __syncthreads();
    const int r = claimed;
    if (r >= nrows)
      break;
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], 4096;"
                   ::"r"(smem(&full)) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                   " [%0], [%1], 4096, [%2];"
                   ::"r"(smem(row)), "l"(src + (size_t)r * 1024), "r"(smem(&full)) : "memory");
    }
    mb_wait_parity(&full, phase);
    phase ^= 1;
    float s = 0.f;
    for (int i = threadIdx.x; i < 1024; i += 128)
      s += row[i];
    dst[(size_t)r * 128 + threadIdx.x] = s;
    __syncthreads();
  }
}
