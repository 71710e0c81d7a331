// EXPECT: barrier-divergence
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised kernel on a cluster of two CTAs: warp 4 is the producer
// (its elected lane bulk-copies 4 KiB stages of B into a two-stage ring), warps
// 0-3 consume the stages and then read the peer CTA's partial row sums through
// DSMEM (mapa). A teardown cluster barrier (barrier.cluster.arrive.release +
// wait.acquire) keeps each CTA's shared memory alive until its peer has read
// it. The producer warp returns as soon as its loop ends "because it has
// nothing left to do" (BUG: barrier.cluster.arrive expects every thread of
// every CTA of the cluster; the 32 producer threads never arrive and the
// consumers' barrier.cluster.wait never completes).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 2, TILE = 1024;
__device__ __forceinline__ bool elect_one() {
  unsigned pred;
  asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(pred));
  return pred != 0;
}
__device__ __forceinline__ void cluster_arrive_wait() {
  asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
  asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(160)
    ws_cluster_rowsum(const float *__restrict__ B, float *__restrict__ out, int tiles) {
  __shared__ alignas(128) float ring[STAGES][TILE];
  __shared__ alignas(16) float partial[128];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32;
  uint32_t rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  cluster_arrive_wait();
  if (warp == 4) {
    if (elect_one()) {
      for (int k = 0; k < tiles; ++k) {
        const int s = k % STAGES;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], ((k / STAGES) & 1) ^ 1)) {
        }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[s], sizeof(ring[s]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ring[s],
                           B + ((size_t)blockIdx.x * tiles + k) * TILE, sizeof(ring[s]), &full[s]);
      }
    }
    return;
  }
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    const int s = k % STAGES;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (uint32_t)((k / STAGES) & 1))) {
    }
    for (int j = 0; j < TILE / 128; ++j)
      acc += ring[s][j * 128 + threadIdx.x];
    __syncwarp();
    if (threadIdx.x % 32 == 0)
      ptx::mbarrier_arrive(&empty[s]);
  }
  partial[threadIdx.x] = acc;
  cluster_arrive_wait();
  uint32_t peer;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
               : "=r"(peer)
               : "r"((uint32_t)__cvta_generic_to_shared(&partial[threadIdx.x])), "r"(rank ^ 1));
  float other;
  asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(other) : "r"(peer) : "memory");
  out[(size_t)(blockIdx.x / 2) * 128 + threadIdx.x] = acc + other;
  cluster_arrive_wait();
}
