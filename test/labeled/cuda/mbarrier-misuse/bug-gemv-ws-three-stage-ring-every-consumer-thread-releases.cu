// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised GEMV with a 3-stage ring of weight tiles: warp 4 is the
// producer (its elected lane 0 posts expect_tx and issues the bulk copy),
// warps 0-3 consume. full[s] expects one arrival (the producer's) plus the
// transaction bytes; empty[s] expects one arrival per consumer WARP (4), but
// the lane-0 guard was dropped (BUG): all 128 consumer threads arrive, so
// each slot completes 32 phases per tile and the producer overruns the ring.
#include <cstdint>
#define STAGES 3
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void waitp(uint64_t *b, unsigned par) {
  asm volatile("{\n\t.reg .pred p;\n"
               "L_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra L_%=;\n\t}" ::"r"(sa(b)),
               "r"(par)
               : "memory");
}
__device__ __forceinline__ void arrive(uint64_t *b) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(sa(b)) : "memory");
}
__global__ void __launch_bounds__(160) gemv_ws(const float *__restrict__ W,
                                               const float *__restrict__ x,
                                               float *__restrict__ y, int ktiles) {
  __shared__ __align__(128) float tile[STAGES][128 * 8];
  __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full[s])));
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 4;" ::"r"(sa(&empty[s])));
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 4) {
    if (lane == 0) {
      for (int k = 0; k < ktiles; ++k) {
        const int s = k % STAGES;
        const unsigned ph = (k / STAGES) & 1;
        waitp(&empty[s], ph ^ 1);
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 4096;" ::"r"(sa(&full[s]))
                     : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], "
                     "[%1], 4096, [%2];" ::"r"(sa(tile[s])),
                     "l"(W + ((size_t)blockIdx.x * ktiles + k) * 1024), "r"(sa(&full[s]))
                     : "memory");
      }
    }
    return;
  }
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    const int s = k % STAGES;
    waitp(&full[s], (k / STAGES) & 1);
    for (int j = 0; j < 8; ++j) acc += tile[s][threadIdx.x * 8 + j] * x[k * 8 + j];
    __syncwarp();
    arrive(&empty[s]);  // BUG: 128 arrivals on a count of 4
  }
  y[blockIdx.x * 128 + threadIdx.x] = acc;
}
