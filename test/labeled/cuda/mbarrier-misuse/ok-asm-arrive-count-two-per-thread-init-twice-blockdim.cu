// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Histogram merge: every thread publishes two partial bins and signals both
// with `mbarrier.arrive ..., 2`; the barrier is initialised for
// 2 * blockDim.x arrivals, so the phase completes when every thread arrived.
#include "mbar.cuh"
__global__ void __launch_bounds__(128) merge_bins(const unsigned *__restrict__ part,
                                                  unsigned *__restrict__ hist) {
  __shared__ unsigned bins[256];
  __shared__ uint64_t ready;
  if (threadIdx.x == 0) mb_init(&ready, 2 * blockDim.x);
  __syncthreads();
  const unsigned t = threadIdx.x;
  bins[t] = part[blockIdx.x * 256 + t];
  bins[t + 128] = part[blockIdx.x * 256 + t + 128];
  uint64_t st;
  asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1], 2;"
               : "=l"(st)
               : "r"(smem(&ready))
               : "memory");
  mb_wait(&ready, st);
  atomicAdd(&hist[t], bins[t] + bins[255 - t]);
  atomicAdd(&hist[t + 128], bins[t + 128] + bins[127 - t]);
}
