// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Loading a 16 x 64 bf16 tile with one bulk copy per row, all completing on
// one mbarrier; the transaction count is ROWS * COLS * sizeof(bf16), the sum
// of the row copies.
#include <cuda_bf16.h>
#include "mbar.cuh"

constexpr int ROWS = 16, COLS = 64;

__global__ void tile_colsum(const __nv_bfloat16 *A, int ld, float *colsum) {
  __shared__ alignas(128) __nv_bfloat16 tile[ROWS][COLS];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned tx = ROWS * COLS * sizeof(__nv_bfloat16);
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)), "r"(tx)
                 : "memory");
    for (int r = 0; r < ROWS; ++r) {
      const __nv_bfloat16 *src = A + (size_t)(blockIdx.x * ROWS + r) * ld;
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(&tile[r][0])), "l"(src), "r"((unsigned)(COLS * sizeof(__nv_bfloat16))),
                   "r"(smem(&full))
                   : "memory");
    }
  }
  mb_wait_parity(&full, 0);
  if (threadIdx.x < COLS) {
    float s = 0.f;
    for (int r = 0; r < ROWS; ++r)
      s += __bfloat162float(tile[r][threadIdx.x]);
    atomicAdd(&colsum[threadIdx.x], s);
  }
}
