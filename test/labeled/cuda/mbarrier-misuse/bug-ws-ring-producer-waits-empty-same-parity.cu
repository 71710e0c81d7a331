// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised bulk-copy ring in inline PTX: lane 0 of warp 0 waits on
// empty[s] before each copy, warps 1-2 wait on full[s] and their lane 0s
// arrive on empty[s]. The producer waits on empty with `phase` instead of
// `phase ^ 1`: its first wait asks for phase 0 of an empty barrier nobody has
// arrived on (the consumers are waiting for the first copy): the CTA hangs.
#include "mbar.cuh"
#define STAGES 2
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "TRY_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra TRY_%=;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
}
__global__ void __launch_bounds__(96) ws_ring(const float *__restrict__ in, float *out, int tiles) {
  __shared__ __align__(128) float buf[STAGES][64];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], 2);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0) {
      for (int t = 0; t < tiles; ++t) {
        int s = t % STAGES;
        unsigned phase = (t / STAGES) & 1;
        wait_parity(&empty[s], phase); // should be phase ^ 1
        asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])), "r"(256) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                     ::"r"(smem(buf[s])), "l"(in + (size_t)t * 64), "r"(256), "r"(smem(&full[s])) : "memory");
      }
    }
  } else {
    unsigned c = threadIdx.x - 32;
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      wait_parity(&full[s], (t / STAGES) & 1);
      acc += buf[s][c];
      __syncwarp();
      if (lane == 0)
        mb_arrive(&empty[s]);
    }
    out[blockIdx.x * 64 + c] = acc;
  }
}
