// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// A reduced GEMM main loop unrolled twice: per iteration thread 0 fills the
// one `full` barrier twice (arrive.expect_tx + bulk copy of a K-slice), and
// every thread waits after each fill with parity 0. The second fill is the
// barrier's phase 1, waited with parity 0: threads pass at once and multiply
// the slice before it lands, or (copy already landed) wait for the next
// iteration's fill, issued after a __syncthreads they never reach. Needs 1.
#include "mbar.cuh"
#define TILE 1024
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) gemv_k2(const float *__restrict__ a, const float *__restrict__ x,
                                               float *y, int kblocks) {
  __shared__ __align__(128) float tile[TILE];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  const float *row = a + (size_t)blockIdx.x * kblocks * TILE;
  for (int kb = 0; kb + 1 < kblocks; kb += 2) {
    if (threadIdx.x == 0)
      bulk_load(tile, row + (size_t)kb * TILE, sizeof(tile), &full);
    mb_wait_parity(&full, 0);
#pragma unroll
    for (int j = 0; j < TILE / 128; ++j)
      acc += tile[j * 128 + threadIdx.x] * x[kb * TILE + j * 128 + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
      bulk_load(tile, row + (size_t)(kb + 1) * TILE, sizeof(tile), &full);
    mb_wait_parity(&full, 0); // second phase of this iteration: should be parity 1
#pragma unroll
    for (int j = 0; j < TILE / 128; ++j)
      acc += tile[j * 128 + threadIdx.x] * x[(kb + 1) * TILE + j * 128 + threadIdx.x];
    __syncthreads();
  }
  y[blockIdx.x * 128 + threadIdx.x] = acc;
}
