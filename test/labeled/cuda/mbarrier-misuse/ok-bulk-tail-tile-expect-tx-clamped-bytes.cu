// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Streaming reduction with one bulk copy per tile of 128 float4s into a
// single shared buffer; the last tile is partial, and both the expect_tx and
// the copy use the clamped byte count cnt * 16, so every phase balances.
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
                   "r"(cnt * 16)
                   : "memory");
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
