// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// A 4-CTA cluster reduction: ranks 1-3 each write their block sum into rank
// 0's shared memory and thread 0 of each arrives remotely on rank 0's
// `gathered` mbarrier, initialised with count 3: the phase completes when all
// three peers have written their slot.
#include "mbar.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128) cluster_sum(const float *__restrict__ in,
                                                                          float *__restrict__ out) {
  __shared__ float part[4];
  __shared__ float red[4];
  __shared__ __align__(8) uint64_t gathered;
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank(), t = threadIdx.x;
  if (t == 0) {
    mb_init(&gathered, 3);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  cluster.sync();
  float v = in[blockIdx.x * 128 + t];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if ((t & 31) == 0)
    red[t >> 5] = v;
  __syncthreads();
  if (t == 0) {
    float s = red[0] + red[1] + red[2] + red[3];
    if (rank != 0) {
      float *leader_part = cluster.map_shared_rank(part, 0);
      leader_part[rank] = s;
      unsigned remote;
      asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"(smem(&gathered)));
      asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(remote) : "memory");
    } else {
      part[0] = s;
      asm volatile("{\n\t.reg .pred p;\n$Lw:\n\t"
                   "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
                   "@!p bra $Lw;\n\t}" ::"r"(smem(&gathered)) : "memory");
      out[blockIdx.x / 4] = part[0] + part[1] + part[2] + part[3];
    }
  }
}
