// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// OK: the same two-CTA cluster 1D stencil sharing its halo through
// distributed shared memory, with the staging ordered by cluster.sync()
// (barrier.cluster.arrive + wait): it waits for every thread of both CTAs and
// makes their shared-memory stores visible cluster-wide. The final
// cluster.sync() keeps each CTA's tile alive until the peer has read it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
constexpr int kThreads = 256;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(kThreads)
    stencil3_cluster(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[kThreads];
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  const int i = blockIdx.x * kThreads + t;
  tile[t] = i < n ? in[i] : 0.f;
  cluster.sync();
  const unsigned rank = cluster.block_rank();
  float left, right;
  if (t == 0)
    left = rank == 1 ? cluster.map_shared_rank(tile, 0)[kThreads - 1] : (i > 0 ? in[i - 1] : 0.f);
  else
    left = tile[t - 1];
  if (t == kThreads - 1)
    right = rank == 0 ? cluster.map_shared_rank(tile, 1)[0] : (i + 1 < n ? in[i + 1] : 0.f);
  else
    right = tile[t + 1];
  if (i < n)
    out[i] = 0.25f * left + 0.5f * tile[t] + 0.25f * right;
  cluster.sync();
}
