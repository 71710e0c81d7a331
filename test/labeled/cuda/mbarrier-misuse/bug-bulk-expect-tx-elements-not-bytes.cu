// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// TMA-style (cp.async.bulk) tile streaming where the transaction count given
// to arrive.expect_tx is the tile's element count instead of its byte count:
// 512 expected against the 2048 bytes the bulk copy completes. The tx-count
// goes negative, the phase completes as soon as the first 512 bytes land, and
// the consumers read a partly copied tile.
#include "mbar.cuh"
#define TILE 512
__global__ void __launch_bounds__(256) scale_tiles(const float *__restrict__ src,
                                                   float *__restrict__ dst, int tiles, float a) {
  __shared__ __align__(128) float buf[TILE];
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    mb_init(&full, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  unsigned phase = 0;
  for (int t = 0; t < tiles; ++t) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)),
                   "r"(TILE) // BUG: bytes expected = TILE * sizeof(float)
                   : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf)), "l"(src + (size_t)t * TILE), "r"(TILE * (int)sizeof(float)),
                   "r"(smem(&full)) : "memory");
    }
    mb_wait_parity(&full, phase);
    phase ^= 1;
    dst[(size_t)t * TILE + threadIdx.x] = a * buf[threadIdx.x];
    dst[(size_t)t * TILE + threadIdx.x + 256] = a * buf[threadIdx.x + 256];
    __syncthreads();
  }
}
