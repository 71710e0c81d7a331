// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// A one-buffer TMA loop done right: each tile thread 0 posts expect_tx and
// issues a bulk copy completing on `full`, every thread waits with the phase
// bit, which flips after every tile (each tile is one phase of `full`), and a
// __syncthreads keeps the next copy from overwriting a buffer still being read.
#include "mbar.cuh"
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) tile_sum(const float4 *src, float *dst, int tiles) {
  __shared__ __align__(128) float4 buf[128];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  unsigned phase = 0;
  for (int k = 0; k < tiles; ++k) {
    if (threadIdx.x == 0)
      bulk_load(buf, src + (size_t)k * 128, sizeof(buf), &full);
    mb_wait_parity(&full, phase);
    phase ^= 1;
    float4 v = buf[(threadIdx.x + k) & 127];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads(); // all reads done before the next copy overwrites buf
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
