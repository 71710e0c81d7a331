// EXPECT: barrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: a 1D stencil where a cluster of two CTAs shares the halo through
// distributed shared memory: each CTA stages its 256-element tile, then reads
// the neighbour CTA's edge element with map_shared_rank. The author wanted
// "wait until both CTAs of the cluster have staged their tile" and wrote a
// CTA barrier counted as the cluster's threads, `bar.sync 0, 512`: a CTA has
// 256 threads, so the count is larger than the block (PTX ISA bar.sync: the
// count may not exceed the CTA's threads), and a CTA barrier never orders the
// peer CTA's stores anyway - that is barrier.cluster.arrive/wait.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
constexpr int kThreads = 256, kClusterThreads = 2 * kThreads;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(kThreads)
    stencil3_cluster(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float tile[kThreads];
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  const int i = blockIdx.x * kThreads + t;
  tile[t] = i < n ? in[i] : 0.f;
  asm volatile("bar.sync 0, %0;" ::"n"(kClusterThreads) : "memory");
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
