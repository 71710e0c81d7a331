// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Persistent row sums: thread 0 claims a row from a global counter, broadcasts
// it through shared memory and bulk-copies the row into one shared slot. The
// slot's barrier is initialised once and its phase bit lives across the rows:
// it flips after every wait.
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
  unsigned phase = 0;
  while (true) {
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
