// EXPECT: misaligned-access
// ARCHS: sm_90
// NVCC-ARGS: -std=c++17
// PTXLINT-ARGS: --block-dim=128
// Cluster-wide reduction through distributed shared memory: each CTA of a
// 4-CTA cluster writes 512 partial sums into its shared buffer, whose slot 0
// holds a count, and rank 0 adds the peers' partials by reading them as
// float4 through map_shared_rank starting at &buf[1] (BUG): the partials
// begin 4 bytes into a 16-byte aligned buffer, so every float4 read is off
// by 4.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(4, 1, 1) cluster_reduce(const float* __restrict__ x, float* __restrict__ y) {
  __shared__ __align__(16) float buf[1 + 512 + 3];
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * 512;
  for (int k = 0; k < 4; ++k) buf[1 + t * 4 + k] = x[base + t * 4 + k];
  if (t == 0) buf[0] = 512.f;
  cluster.sync();
  if (cluster.block_rank() == 0) {
    float4 s = *reinterpret_cast<const float4*>(&buf[1 + t * 4]);
    for (int r = 1; r < 4; ++r) {
      const float* peer = cluster.map_shared_rank(&buf[1], r);
      const float4 p = *reinterpret_cast<const float4*>(peer + t * 4);  // BUG: 4 bytes off
      s.x += p.x; s.y += p.y; s.z += p.z; s.w += p.w;
    }
    reinterpret_cast<float4*>(y + (blockIdx.x / 4) * 512)[t] = s;
  }
  cluster.sync();
}
