// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Thread-block cluster halo exchange through distributed shared memory: the
// neighbour's row is read with float4 loads after a four-float halo
// (remote + 4): every 16-byte load is aligned.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128) halo(const float *in, float *out) {
  __shared__ __align__(16) float row[520];
  cg::cluster_group cluster = cg::this_cluster();
  unsigned rank = cluster.block_rank();
  for (int i = threadIdx.x; i < 520; i += 128)
    row[i] = in[blockIdx.x * 520 + i];
  cluster.sync();
  float *remote = cluster.map_shared_rank(row, rank ^ 1);
  float4 v = reinterpret_cast<const float4 *>(remote + 4)[threadIdx.x];
  cluster.sync();
  out[blockIdx.x * 128 + threadIdx.x] = v.x + v.y + v.z + v.w;
}
