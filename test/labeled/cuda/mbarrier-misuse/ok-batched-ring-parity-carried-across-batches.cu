// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Batched row sums streamed through a two-slot TMA ring, written with
// cuda::ptx: the per-slot phase bits live across the batch loop, so each
// barrier's parity keeps following its completed phases (3 per batch).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

constexpr int STAGES = 2, KTILES = 6, TILE = 256;

__device__ __forceinline__ void issue(float *dst, const float *src, uint64_t *bar) {
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, bar,
                                 TILE * sizeof(float));
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, dst, src, TILE * sizeof(float), bar);
}

__global__ void batched_rowsum(const float *x, int nbatch, float *out) {
  __shared__ alignas(128) float buf[STAGES][TILE];
  __shared__ uint64_t full[STAGES];
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s)
      ptx::mbarrier_init(&full[s], 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  uint32_t phase[STAGES] = {0, 0};
  for (int b = 0; b < nbatch; ++b) {
    const float *xb = x + (size_t)b * KTILES * TILE;
    if (threadIdx.x == 0)
      for (int s = 0; s < STAGES; ++s)
        issue(buf[s], xb + s * TILE, &full[s]);
    float acc = 0.f;
    for (int k = 0; k < KTILES; ++k) {
      int s = k % STAGES;
      while (!ptx::mbarrier_try_wait_parity(&full[s], phase[s])) {
      }
      phase[s] ^= 1;
      acc += buf[s][threadIdx.x];
      __syncthreads();
      if (threadIdx.x == 0 && k + STAGES < KTILES)
        issue(buf[s], xb + (k + STAGES) * TILE, &full[s]);
    }
    out[(size_t)b * TILE + threadIdx.x] = acc;
  }
}
