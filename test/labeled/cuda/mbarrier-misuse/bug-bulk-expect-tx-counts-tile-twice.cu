// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// A single-stage bulk-copy loop: thread 0 posts expect_tx for the whole tile
// and then copies it in two halves, but the byte count was written as
// 2 * TILE_BYTES (one per half, each the full tile). The tx-count never
// drops back to zero, so the phase never completes and every thread hangs
// at its first wait.
#include "mbar.cuh"
#define TILE 512
#define TILE_BYTES (TILE * 4)
__global__ void stream_tiles(const float *src, float *dst, int tiles) {
  __shared__ __align__(128) float buf[TILE];
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    mb_init(&full, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  float acc = 0.f;
  unsigned phase = 0;
  for (int t = 0; t < tiles; ++t) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;"
                   ::"r"(smem(&full)), "r"(2 * TILE_BYTES) : "memory");
      for (int h = 0; h < 2; ++h)
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"(smem(buf + h * TILE / 2)), "l"(src + (size_t)t * TILE + h * TILE / 2),
                     "r"(TILE_BYTES / 2), "r"(smem(&full)) : "memory");
    }
    mb_wait_parity(&full, phase);
    phase ^= 1;
    acc += buf[threadIdx.x] + buf[threadIdx.x + 256];
    __syncthreads();
  }
  dst[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
