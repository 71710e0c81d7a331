// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// GEMM epilogue staging: thread 0 bulk-copies the 128-float output-scale row
// and, when the layer has a bias, the 128-float bias row into shared memory,
// both completing on one mbarrier. expect_tx always announces both rows
// (1024 bytes) (BUG): for layers without a bias only 512 bytes arrive, the
// transaction count never reaches zero and every thread hangs in the wait.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) epilogue(const float *__restrict__ acc,
                                                const float *__restrict__ scale,
                                                const float *__restrict__ bias,
                                                float *__restrict__ out, int has_bias) {
  __shared__ __align__(16) float s_scale[128], s_bias[128];
  __shared__ uint64_t bar;
  const int t = threadIdx.x;
  if (t == 0) {
    mb_init(&bar, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  if (!has_bias) s_bias[t] = 0.f;
  __syncthreads();
  if (t == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)),
                 "r"(2 * 128 * 4)
                 : "memory");  // BUG: 512 bytes when there is no bias
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                 " [%0], [%1], 512, [%2];" ::"r"(smem(s_scale)), "l"(scale), "r"(smem(&bar))
                 : "memory");
    if (has_bias)
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes"
                   " [%0], [%1], 512, [%2];" ::"r"(smem(s_bias)), "l"(bias), "r"(smem(&bar))
                   : "memory");
  }
  mb_wait_parity(&bar, 0);
  const size_t r = blockIdx.x;
  out[r * 128 + t] = acc[r * 128 + t] * s_scale[t] + s_bias[t];
}
