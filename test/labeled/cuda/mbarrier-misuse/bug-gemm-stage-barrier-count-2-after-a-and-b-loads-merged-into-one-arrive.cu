// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// GEMM k loop with bulk copies of an A and a B tile per stage. The stage
// barrier was initialised with a count of 2 when A and B each had their own
// arrive.expect_tx; the loads were later merged behind one
// arrive.expect_tx of both tiles' bytes, but the count stayed 2. Only one
// arrival per phase ever comes, so the first wait never returns.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) gemm_k(const float *A, const float *B, float *C, int ktiles) {
  __shared__ __align__(128) float as[2][512], bs[2][512];
  __shared__ uint64_t full[2];
  if (threadIdx.x == 0) {
    mb_init(&full[0], 2);
    mb_init(&full[1], 2);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    int s = k & 1;
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])),
                   "r"(4096) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(as[s])), "l"(A + (size_t)k * 512), "r"(2048), "r"(smem(&full[s])) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(bs[s])), "l"(B + (size_t)k * 512), "r"(2048), "r"(smem(&full[s])) : "memory");
    }
    mb_wait_parity(&full[s], (k >> 1) & 1);
    for (int i = 0; i < 4; ++i)
      acc += as[s][threadIdx.x * 4 + i] * bs[s][i * 128 + threadIdx.x];
    __syncthreads();
  }
  C[blockIdx.x * 128 + threadIdx.x] = acc;
}
