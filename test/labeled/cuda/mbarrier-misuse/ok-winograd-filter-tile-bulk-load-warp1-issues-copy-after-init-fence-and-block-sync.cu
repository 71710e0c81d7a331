// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Winograd element-wise stage: the 16 transformed 4x4 filter tiles of the
// block are bulk-copied into shared memory under one mbarrier. Thread 0
// initialises the barrier, fences the init and the block syncs before warp
// 1's lane 0 posts expect_tx and issues the copy (warp 0 does the bias).
#include "mbar.cuh"
#define TILE_BYTES (16 * 16 * 4)
__global__ void __launch_bounds__(128) winograd_ewise(const float4 *__restrict__ U, const float4 *__restrict__ Vt,
                                                      const float *__restrict__ bias, float4 *__restrict__ M, int ntiles) {
  __shared__ __align__(128) float4 Us[16 * 4];
  __shared__ float b;
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    mb_init(&full, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 32) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)), "n"(TILE_BYTES) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                     smem(Us)),
                 "l"(U + blockIdx.y * 64), "n"(TILE_BYTES), "r"(smem(&full))
                 : "memory");
  }
  if (threadIdx.x == 0)
    b = bias[blockIdx.y];
  mb_wait_parity(&full, 0);
  __syncthreads();
  for (int e = threadIdx.x; e < 64 * ntiles / 4; e += 128) {
    int tile = e / 16, q = e % 16;
    float4 u = Us[q * 4 + (tile & 3)], v = Vt[(size_t)blockIdx.y * 16 * ntiles + e];
    M[(size_t)blockIdx.y * 16 * ntiles + e] = make_float4(u.x * v.x + b, u.y * v.y + b, u.z * v.z + b, u.w * v.w + b);
  }
}
