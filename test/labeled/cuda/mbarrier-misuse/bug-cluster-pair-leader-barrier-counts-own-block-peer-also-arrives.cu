// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// 2-CTA cluster halo exchange: every thread of both CTAs writes its value into
// the leader's shared buffer and arrives on the leader's `ready` mbarrier
// (the peer through its mapa address). The barrier was initialised with
// blockDim.x, the leader's own 128 threads, but 256 threads arrive in one
// phase: the phase completes with half of them and the rest spill over.
#include "mbar.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) halo_pair(const float *in, float *out) {
  __shared__ float buf[256];
  __shared__ __align__(8) uint64_t ready;
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank(), t = threadIdx.x;
  if (t == 0) {
    mb_init(&ready, blockDim.x);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cluster.sync();
  float *leader_buf = cluster.map_shared_rank(buf, 0);
  leader_buf[rank * 128 + t] = in[blockIdx.x * 128 + t];
  unsigned remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"(smem(&ready)));
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(remote)
               : "memory");
  if (rank == 0) {
    asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
                 "@!p bra $Lw;\n\t}" ::"r"(smem(&ready))
                 : "memory");
    out[blockIdx.x / 2 * 128 + t] = buf[t] + buf[128 + t];
  }
  cluster.sync();
}
