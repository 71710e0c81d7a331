// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// A 2-CTA cluster histogram: each CTA builds a shared histogram, then warp 0
// of rank 0 adds the peer's bins through distributed shared memory. The
// cluster.sync() that keeps the peer's shared memory alive until the merge is
// done follows the `warp == 0` branch, so every thread of both CTAs runs it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256) hist2(const unsigned char *__restrict__ px,
                                                                    int n, unsigned *__restrict__ out) {
  __shared__ unsigned bins[256];
  cg::cluster_group cluster = cg::this_cluster();
  int t = threadIdx.x;
  bins[t] = 0;
  cluster.sync();
  for (int i = blockIdx.x * 256 + t; i < n; i += gridDim.x * 256)
    atomicAdd(&bins[px[i]], 1u);
  cluster.sync();
  if (t < 32) {
    if (cluster.block_rank() == 0) {
      unsigned *peer = cluster.map_shared_rank(bins, 1);
      for (int b = t; b < 256; b += 32)
        atomicAdd(&out[b], bins[b] + peer[b]);
    }
  }
  cluster.sync();
}
