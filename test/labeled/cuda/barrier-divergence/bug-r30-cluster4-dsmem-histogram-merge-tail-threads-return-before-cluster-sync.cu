// EXPECT: barrier-divergence
// ARCHS: sm_90a sm_100a
// PTXLINT-ARGS: --block-dim=256
// Distributed-shared-memory histogram: a cluster of four CTAs each bins a
// quarter of the input into its own 256-bin shared histogram, then, after a
// cluster barrier, CTA r sums bins [64r, 64r+64) across all four CTAs through
// map_shared_rank. Threads whose element index is past n return right after
// the setup (BUG: they never reach cluster.sync(), whose barrier.cluster
// arrive counts every thread of every CTA, so the cluster hangs on the last
// partial block).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256)
    dsmem_hist(const unsigned char *__restrict__ in, unsigned *__restrict__ out, int n) {
  __shared__ unsigned bins[256];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  bins[threadIdx.x] = 0;
  cluster.sync();
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n)
    return;
  atomicAdd(&bins[in[i]], 1u);
  cluster.sync();
  if (threadIdx.x < 64) {
    const int b = rank * 64 + threadIdx.x;
    unsigned s = 0;
    for (int r = 0; r < 4; ++r)
      s += cluster.map_shared_rank(bins, r)[b];
    atomicAdd(&out[b], s);
  }
  cluster.sync();
}
