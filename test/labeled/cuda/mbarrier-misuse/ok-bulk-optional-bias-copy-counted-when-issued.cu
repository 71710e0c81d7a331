// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// GEMM epilogue staging: thread 0 bulk-copies the output-scale row and, when
// the layer has a bias, the bias row; expect_tx announces 512 bytes plus 512
// more only when the bias copy is issued, so the phase balances either way.
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
    const unsigned bytes = has_bias ? 1024u : 512u;
    asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&bar)),
                 "r"(bytes)
                 : "memory");
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
