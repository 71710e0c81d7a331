// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Cluster-wide sum over thread block clusters of 4 CTAs: every CTA reduces
// its slice into one shared word, cluster.sync() publishes it, and only the
// CTA of rank 0 gathers the four partials through distributed shared memory
// with its own warp reduction and a block.sync() INSIDE the
// `cluster.block_rank() == 0` branch. Looks like a barrier under a branch,
// but the rank is the same for every thread of a CTA, so each CTA either
// runs that barrier with all its threads or not at all. The final
// cluster.sync() keeps the other CTAs' shared memory alive until rank 0 has
// read it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
cluster_sum(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ float warp_part[4];
  __shared__ float partial;
  cg::cluster_group cluster = cg::this_cluster();
  cg::thread_block block = cg::this_thread_block();
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  float v = 0.f;
  for (int i = blockIdx.x * 128 + threadIdx.x; i < n; i += gridDim.x * 128)
    v += in[i];
  v = warp_sum(v);
  if (lane == 0)
    warp_part[warp] = v;
  block.sync();
  if (threadIdx.x == 0)
    partial = warp_part[0] + warp_part[1] + warp_part[2] + warp_part[3];
  cluster.sync();
  if (cluster.block_rank() == 0) {
    float p = 0.f;
    if (lane < (int)cluster.num_blocks())
      p = *cluster.map_shared_rank(&partial, lane);
    p = warp_sum(p);
    block.sync();  // warp_part is reused: everyone has read it above
    if (lane == 0)
      warp_part[warp] = p;
    block.sync();
    if (threadIdx.x == 0)
      out[blockIdx.x / 4] = warp_part[0];
  }
  cluster.sync();
}
