// EXPECT: clean
// ARCHS: sm_90
// NVCC-ARGS: -std=c++17
// PTXLINT-ARGS: --block-dim=128
// Cluster-wide reduction through distributed shared memory: each CTA keeps a
// 16-byte header (count and padding) before its 512 partial sums, so the
// partials start at &buf[4] and rank 0's float4 reads of every peer's
// partials through map_shared_rank are 16-byte aligned.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(4, 1, 1) cluster_reduce_ok(const float* __restrict__ x, float* __restrict__ y) {
  __shared__ __align__(16) float buf[4 + 512];
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  const size_t base = (size_t)blockIdx.x * 512;
  for (int k = 0; k < 4; ++k) buf[4 + t * 4 + k] = x[base + t * 4 + k];
  if (t == 0) buf[0] = 512.f;
  cluster.sync();
  if (cluster.block_rank() == 0) {
    float4 s = *reinterpret_cast<const float4*>(&buf[4 + t * 4]);
    for (int r = 1; r < 4; ++r) {
      const float* peer = cluster.map_shared_rank(&buf[4], r);
      const float4 p = *reinterpret_cast<const float4*>(peer + t * 4);
      s.x += p.x; s.y += p.y; s.z += p.z; s.w += p.w;
    }
    reinterpret_cast<float4*>(y + (blockIdx.x / 4) * 512)[t] = s;
  }
  cluster.sync();
}
