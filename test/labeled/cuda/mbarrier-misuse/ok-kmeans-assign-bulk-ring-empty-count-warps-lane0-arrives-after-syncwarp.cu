// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// k-means assignment step streaming the points through a two-slot TMA ring:
// thread 0 refills a slot with a bulk copy once all four warps released it,
// every thread assigns one point. `empty` expects one arrival per warp, and
// each warp releases the slot with `__syncwarp(); if (lane == 0) arrive`
// after all its lanes have read their point: 4 arrivals per phase. The
// producer waits with the parity of the previous use of the slot
// ((it / STAGES) & 1) ^ 1, the consumers with (it / STAGES) & 1.
#include "mbar.cuh"
#define STAGES 2
#define PTS 128
#define KMAX 64

__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "WAIT_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra WAIT_%=;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
}

__global__ void __launch_bounds__(PTS)
kmeans_assign(const float4 *__restrict__ pts, const float4 *__restrict__ centroids, int k,
              int *__restrict__ label, int chunks_per_block) {
  __shared__ __align__(128) float4 ring[STAGES][PTS];
  __shared__ float4 cen[KMAX];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  for (int c = threadIdx.x; c < k; c += PTS)
    cen[c] = centroids[c];
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], PTS / 32);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  const size_t first = (size_t)blockIdx.x * chunks_per_block;
  for (int it = 0; it < chunks_per_block; ++it) {
    const int s = it % STAGES;
    const unsigned phase = (it / STAGES) & 1;
    if (threadIdx.x == 0) {
      if (it >= STAGES)
        wait_parity(&empty[s], phase ^ 1);
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])), "r"(PTS * 16) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(ring[s])), "l"(pts + (first + it) * PTS), "r"(PTS * 16), "r"(smem(&full[s])) : "memory");
    }
    wait_parity(&full[s], phase);
    const float4 p = ring[s][threadIdx.x];
    float best = 3.4e38f;
    int arg = 0;
    for (int c = 0; c < k; ++c) {
      const float dx = p.x - cen[c].x, dy = p.y - cen[c].y, dz = p.z - cen[c].z, dw = p.w - cen[c].w;
      const float d = dx * dx + dy * dy + dz * dz + dw * dw;
      if (d < best) { best = d; arg = c; }
    }
    label[(first + it) * PTS + threadIdx.x] = arg;
    __syncwarp();
    if ((threadIdx.x & 31) == 0)
      mb_arrive(&empty[s]);
  }
}
