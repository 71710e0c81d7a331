// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: thread 0 initialises the ring's full barriers and the refactor that
// moved the init into the producer warp replaced the __syncthreads() after it
// with __syncwarp(): only warp 0 is ordered after the init, and the consumer
// warps 1-7 can wait on a barrier object that is not initialised yet.
#include "mbar.cuh"
#define STAGES 3
#define TILE 512
__global__ void __launch_bounds__(256) ring_scale(const float *__restrict__ src, float *__restrict__ dst,
                                                  int tiles) {
  __shared__ __align__(128) float buf[STAGES][TILE];
  __shared__ __align__(8) uint64_t full[STAGES];
  int t = threadIdx.x;
  if (t == 0) {
    for (int s = 0; s < STAGES; ++s)
      mb_init(&full[s], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncwarp();
  const float *blk = src + (size_t)blockIdx.x * tiles * TILE;
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    if (t == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])),
                   "r"(TILE * 4) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[s])), "l"(blk + (size_t)k * TILE), "r"(TILE * 4),
                   "r"(smem(&full[s])) : "memory");
    }
    mb_wait_parity(&full[s], (k / STAGES) & 1);
    dst[((size_t)blockIdx.x * tiles + k) * TILE + t] = buf[s][t] * 2.f;
    dst[((size_t)blockIdx.x * tiles + k) * TILE + t + 256] = buf[s][t + 256] * 2.f;
    __syncthreads();
  }
}
