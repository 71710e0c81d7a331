// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Per-warp-pair exchange inside each CTA of a 2-CTA cluster: the pairs use
// named barriers 2 + warp / 2 (ids 2..5, 64 threads each: two full warps),
// kept clear of id 0 (__syncthreads / cluster.sync's CTA part) and id 1,
// which the library reserves. The id looks computed from the thread, but
// every id in 2..5 gets exactly the two warps that share it, and
// cluster.sync() is run by every thread.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(256)
pair_exchange(const float2 *__restrict__ in, float *__restrict__ out) {
  __shared__ float buf[8][32];
  cg::cluster_group cluster = cg::this_cluster();
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  const float2 v = in[(size_t)blockIdx.x * 256 + threadIdx.x];
  buf[warp][lane] = v.x;
  asm volatile("bar.sync %0, 64;" ::"r"(2 + warp / 2) : "memory");
  const float other = buf[warp ^ 1][31 - lane];
  cluster.sync();
  float *peer = cluster.map_shared_rank(&buf[0][0], cluster.block_rank() ^ 1);
  const float remote = peer[warp * 32 + lane];
  cluster.sync();
  out[(size_t)blockIdx.x * 256 + threadIdx.x] = v.y * other + remote;
}
