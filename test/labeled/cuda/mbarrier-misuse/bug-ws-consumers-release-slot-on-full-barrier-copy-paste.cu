// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised two-stage ring: lane 0 of warp 0 produces tiles with bulk
// copies, four consumer warps read them. The consumers' release was pasted
// from the line above and arrives on full[s] instead of empty[s]: nothing ever
// arrives on the empty barriers, so the producer's wait for the third tile
// hangs (and full[s] gets four stray arrivals per tile).
#include "mbar.cuh"
#define STAGES 2
__global__ void ws_ring(const float *__restrict__ src, float *__restrict__ dst, int ntiles) {
  __shared__ __align__(128) float buf[STAGES][512];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], 4);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0)
      for (int k = 0; k < ntiles; ++k) {
        const int s = k % STAGES;
        const unsigned ph = (k / STAGES) & 1;
        mb_wait_parity(&empty[s], ph ^ 1);
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], 2048;"
                     ::"r"(smem(&full[s])) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                     " [%0], [%1], 2048, [%2];"
                     ::"r"(smem(buf[s])), "l"(src + ((size_t)blockIdx.x * ntiles + k) * 512),
                     "r"(smem(&full[s])) : "memory");
      }
  } else {
    const int c = threadIdx.x - 32;
    float acc = 0.f;
    for (int k = 0; k < ntiles; ++k) {
      const int s = k % STAGES;
      const unsigned ph = (k / STAGES) & 1;
      mb_wait_parity(&full[s], ph);
      acc += buf[s][c] + buf[s][c + 128] + buf[s][c + 256] + buf[s][c + 384];
      __syncwarp();
      if (lane == 0)
        mb_arrive(&full[s]);
    }
    dst[blockIdx.x * 128 + c] = acc;
  }
}
