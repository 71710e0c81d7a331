// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Cluster pair exchanging rows through distributed shared memory: thread 0
// of each CTA initialises its `ready` mbarrier and fences the init, and a
// cluster.sync() orders both inits before any remote arrive or local wait.
#include "mbar.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128) pair_exchange(const float *in, float *out) {
  __shared__ float buf[128];
  __shared__ __align__(8) uint64_t ready;
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank(), t = threadIdx.x;
  if (t == 0) {
    mb_init(&ready, 128);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cluster.sync(); // the inits are visible cluster-wide before any arrive
  float *peer_buf = cluster.map_shared_rank(buf, rank ^ 1);
  peer_buf[t] = in[blockIdx.x * 128 + t];
  unsigned remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(smem(&ready)), "r"(rank ^ 1));
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(remote) : "memory");
  asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lw;\n\t}" ::"r"(smem(&ready)) : "memory");
  out[blockIdx.x * 128 + t] = buf[t] + buf[127 - t];
  cluster.sync(); // no CTA exits while its peer may still use its shared memory
}
