// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// One bulk copy brings a 4 KiB row into shared memory; the transaction count
// posted with arrive.expect_tx is sizeof(row), the shared array the copy
// fills, which is exactly the copy's size.
#include "mbar.cuh"
__global__ void row_scale(const float *__restrict__ src, const float *__restrict__ scale,
                          float *__restrict__ dst) {
  __shared__ __align__(128) float row[1024];
  __shared__ uint64_t full;
  const float *gsrc = src + (size_t)blockIdx.x * 1024;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;"
                 ::"r"(smem(&full)), "r"((unsigned)sizeof(row)) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                 " [%0], [%1], %2, [%3];"
                 ::"r"(smem(row)), "l"(gsrc), "r"((unsigned)sizeof(row)), "r"(smem(&full))
                 : "memory");
  }
  mb_wait_parity(&full, 0);
  const float s = scale[blockIdx.x];
  for (int i = threadIdx.x; i < 1024; i += 128)
    dst[(size_t)blockIdx.x * 1024 + i] = row[i] * s;
}
