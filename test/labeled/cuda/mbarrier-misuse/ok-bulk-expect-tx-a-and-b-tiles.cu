// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// GEMM main loop fed by two bulk copies per k-step on one barrier: an A tile
// of 64 x 32 floats (8192 bytes) and a B tile of 32 x 32 bf16 (2048 bytes).
// The single arrive.expect_tx names the sum of both, 10240 bytes.
#include "mbar.cuh"
#include <cuda_bf16.h>
#define BM 64
#define BK 32
#define BN 32
#define A_BYTES (BM * BK * 4)
#define B_BYTES (BK * BN * 2)
__global__ void __launch_bounds__(128) gemm_f32_bf16(const float *__restrict__ A,
                                                     const __nv_bfloat16 *__restrict__ B,
                                                     float *__restrict__ C, int ktiles) {
  __shared__ __align__(128) float As[BM * BK];
  __shared__ __align__(128) __nv_bfloat16 Bs[BK * BN];
  __shared__ uint64_t full;
  if (threadIdx.x == 0)
    mb_init(&full, 1);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  __syncthreads();
  const float *a_blk = A + (size_t)blockIdx.x * ktiles * BM * BK;
  const __nv_bfloat16 *b_blk = B + (size_t)blockIdx.y * ktiles * BK * BN;
  int row = threadIdx.x / 2, col0 = (threadIdx.x & 1) * 16;
  float acc[16] = {};
  unsigned phase = 0;
  for (int kt = 0; kt < ktiles; ++kt) {
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)),
                   "r"(A_BYTES + B_BYTES) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(As)), "l"(a_blk + (size_t)kt * BM * BK), "r"(A_BYTES),
                   "r"(smem(&full)) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(Bs)), "l"(b_blk + (size_t)kt * BK * BN), "r"(B_BYTES),
                   "r"(smem(&full)) : "memory");
    }
    mb_wait_parity(&full, phase);
    phase ^= 1;
    for (int k = 0; k < BK; ++k) {
      float a = As[row * BK + k];
#pragma unroll
      for (int j = 0; j < 16; ++j)
        acc[j] += a * __bfloat162float(Bs[k * BN + col0 + j]);
    }
    __syncthreads();
  }
  float *c = C + ((size_t)blockIdx.x * BM + row) * (gridDim.y * BN) + blockIdx.y * BN + col0;
#pragma unroll
  for (int j = 0; j < 16; ++j)
    c[j] = acc[j];
}
