// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Three-stage bulk-copy ring with the (stage, phase) pair advanced by hand.
// The phase bit must flip when the stage index wraps from 2 back to 0; the
// update was reordered and tests the already advanced index, so it flips on
// entering stage 2 instead: the wait for tile 2 (stage 2, first use, phase 0)
// uses parity 1, which names the phase before the first and returns at once,
// before the bulk copy of tile 2 has landed.
#include "mbar.cuh"
#define STAGES 3
#define TILE 1024
__global__ void __launch_bounds__(128) ring_sum(const float *__restrict__ src,
                                                float *__restrict__ out, int tiles) {
  __shared__ __align__(128) float buf[STAGES][TILE];
  __shared__ uint64_t full[STAGES];
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s)
      mb_init(&full[s], 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  const float *blk = src + (size_t)blockIdx.x * tiles * TILE;
  if (threadIdx.x == 0)
    for (int t = 0; t < STAGES && t < tiles; ++t) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[t])),
                   "r"(TILE * 4) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[t])), "l"(blk + (size_t)t * TILE), "r"(TILE * 4),
                   "r"(smem(&full[t])) : "memory");
    }
  float acc = 0.f;
  int stage = 0;
  unsigned phase = 0;
  for (int t = 0; t < tiles; ++t) {
    mb_wait_parity(&full[stage], phase);
    for (int i = threadIdx.x; i < TILE; i += 128)
      acc += buf[stage][i];
    __syncthreads();
    if (threadIdx.x == 0 && t + STAGES < tiles) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[stage])),
                   "r"(TILE * 4) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[stage])), "l"(blk + (size_t)(t + STAGES) * TILE), "r"(TILE * 4),
                   "r"(smem(&full[stage])) : "memory");
    }
    stage = (stage + 1) % STAGES;
    if (stage == STAGES - 1) // BUG: should flip when the index wraps to 0
      phase ^= 1;
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
