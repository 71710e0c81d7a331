// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Streaming reduction over a vector of n4 float4s with one bulk copy per tile
// of 128 float4s into a single shared buffer: thread 0 posts expect_tx and
// issues the copy, everyone waits with the flipping parity, consumes the tile,
// and a __syncthreads() frees the buffer. The last tile is partial and its
// copy moves only the remaining float4s, but expect_tx always announces a
// whole tile of 2048 bytes (BUG): when n4 is not a multiple of 128 the last
// phase's transaction count never drops to zero and every thread hangs.
#include "mbar.cuh"
#define TILE4 128
__global__ void __launch_bounds__(128) sum_stream(const float4 *__restrict__ src, int n4,
                                                  float *__restrict__ out) {
  __shared__ __align__(128) float4 buf[TILE4];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  unsigned phase = 0;
  const int ntiles = (n4 + TILE4 - 1) / TILE4;
  for (int t = 0; t < ntiles; ++t) {
    const int cnt = min(TILE4, n4 - t * TILE4);
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)),
                   "r"(TILE4 * 16)
                   : "memory");  // BUG: should be cnt * 16
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                   " [%0], [%1], %2, [%3];" ::"r"(smem(buf)),
                   "l"(src + (size_t)t * TILE4), "r"(cnt * 16), "r"(smem(&full))
                   : "memory");
    }
    mb_wait_parity(&full, phase);
    phase ^= 1;
    if ((int)threadIdx.x < cnt) {
      float4 v = buf[threadIdx.x];
      acc += v.x + v.y + v.z + v.w;
    }
    __syncthreads();
  }
  atomicAdd(out, acc);
}
