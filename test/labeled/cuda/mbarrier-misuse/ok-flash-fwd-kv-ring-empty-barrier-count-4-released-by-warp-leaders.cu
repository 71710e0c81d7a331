// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// OK: the warp-specialised flash-attention row-statistics kernel whose `empty`
// barriers expect one arrival per consumer warp (kConsumerWarps = 4), the
// warp leaders releasing each stage after a __syncwarp(); the producer waits
// on the release of the previous use of a stage with parity `(j / 2 & 1) ^ 1`.
#include "mbar.cuh"
#define D 64
#define KT 32
#define STAGES 2
constexpr int kConsumerWarps = 4;
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(160) flash_fwd_rowstats(const float *__restrict__ Q, const float *__restrict__ K,
                                                          float *__restrict__ row_max, float *__restrict__ row_sum,
                                                          int ntiles, float scale) {
  __shared__ __align__(128) float ks[STAGES][KT * D];
  __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
  int t = threadIdx.x, warp = t / 32, lane = t % 32;
  if (t == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], kConsumerWarps);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  size_t kbase = (size_t)blockIdx.y * ntiles * KT * D;
  if (warp == 0) {
    if (lane == 0) {
      for (int j = 0; j < ntiles; ++j) {
        int s = j % STAGES;
        unsigned ph = (j / STAGES) & 1;
        if (j >= STAGES)
          mb_wait_parity(&empty[s], ph ^ 1);
        bulk_load(ks[s], K + kbase + (size_t)j * KT * D, KT * D * 4, &full[s]);
      }
    }
    return;
  }
  size_t q = (size_t)blockIdx.y * gridDim.x * 128 + blockIdx.x * 128 + (t - 32);
  float qr[D];
#pragma unroll
  for (int d = 0; d < D; ++d)
    qr[d] = Q[q * D + d] * scale;
  float m = -INFINITY, l = 0.f;
  for (int j = 0; j < ntiles; ++j) {
    int s = j % STAGES;
    mb_wait_parity(&full[s], (j / STAGES) & 1);
    for (int kk = 0; kk < KT; ++kk) {
      float sc = 0.f;
#pragma unroll
      for (int d = 0; d < D; ++d)
        sc += qr[d] * ks[s][kk * D + d];
      float mn = fmaxf(m, sc);
      l = l * __expf(m - mn) + __expf(sc - mn);
      m = mn;
    }
    __syncwarp();
    if (lane == 0)
      mb_arrive(&empty[s]);
  }
  row_max[q] = m;
  row_sum[q] = l;
}
