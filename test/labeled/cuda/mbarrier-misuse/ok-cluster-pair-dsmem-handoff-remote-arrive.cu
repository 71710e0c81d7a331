// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Two-CTA cluster exchanging halves through distributed shared memory: each
// CTA writes its 256 values into its peer's recv buffer and every thread
// arrives (release, cluster scope) on the peer's mbarrier through its mapa
// address; each CTA's barrier expects blockDim.x arrivals and is initialised
// by its own thread 0 and published by cluster.sync() before any remote
// arrive. The final cluster.sync() keeps shared memory alive until both are done.
#include <cooperative_groups.h>
#include <cstdint>
namespace cg = cooperative_groups;
__device__ __forceinline__ uint32_t smem_u32(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
__global__ void __cluster_dims__(2, 1, 1)
    dsmem_exchange(const float *in, float *out) {
  __shared__ float recv[256];
  __shared__ __align__(8) uint64_t ready;
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned peer = cluster.block_rank() ^ 1;
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_u32(&ready)),
                 "r"(blockDim.x) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cluster.sync();
  float *peer_recv = cluster.map_shared_rank(recv, peer);
  peer_recv[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  uint32_t remote_bar;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
               : "=r"(remote_bar) : "r"(smem_u32(&ready)), "r"(peer));
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];"
               ::"r"(remote_bar) : "memory");
  asm volatile("{\n\t.reg .pred p;\n"
               "WAIT_PEER:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra WAIT_PEER;\n\t}" ::"r"(smem_u32(&ready)) : "memory");
  out[blockIdx.x * blockDim.x + threadIdx.x] = 0.5f * (recv[threadIdx.x] +
      in[blockIdx.x * blockDim.x + threadIdx.x]);
  cluster.sync();
}
