// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Vocabulary top-k: warp 4 streams 4 KiB chunks of a logits row through a
// two-slot ring, warps 0-3 keep a running per-thread maximum. Before filling
// slot s for round r the producer waits on empty[s] with parity r & 1 -- the
// parity of the phase the consumers complete in round r, not of the round
// before (the usual (r & 1) ^ 1). The first fill already waits for a release
// that only comes after that fill has been consumed: the kernel deadlocks.
#include "mbar.cuh"
__global__ void __launch_bounds__(160) topk_max(const float4 *logits, float *best, int chunks) {
  __shared__ __align__(128) float4 buf[2][256];
  __shared__ uint64_t full[2], empty[2];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < 2; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], 4);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const float4 *row = logits + (size_t)blockIdx.x * chunks * 256;
  if (warp == 4) {
    for (int c = 0; c < chunks; ++c) {
      int s = c & 1;
      unsigned r = c >> 1;
      mb_wait_parity(&empty[s], r & 1);
      if (lane == 0) {
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])),
                     "r"(4096) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"(smem(buf[s])), "l"(row + (size_t)c * 256), "r"(4096),
                     "r"(smem(&full[s])) : "memory");
      }
    }
    return;
  }
  float m = -INFINITY;
  for (int c = 0; c < chunks; ++c) {
    int s = c & 1;
    mb_wait_parity(&full[s], (c >> 1) & 1);
    for (int i = threadIdx.x; i < 256; i += 128) {
      float4 v = buf[s][i];
      m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
    }
    __syncwarp();
    if (lane == 0)
      mb_arrive(&empty[s]);
  }
  best[blockIdx.x * 128 + threadIdx.x] = m;
}
