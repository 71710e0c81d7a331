// EXPECT: clean
// ARCHS: sm_90 sm_90a
// Thread-block cluster reduction through distributed shared memory: every
// CTA reduces its slice, cluster.sync() publishes the partials, and rank 0
// reads the other CTAs' shared memory with map_shared_rank. The only branch
// before the barriers is on the CTA's rank in the cluster (uniform per CTA).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256)
cluster_sum(const float *in, float *out, int n) {
  __shared__ float part[256];
  cg::cluster_group cluster = cg::this_cluster();
  const unsigned rank = cluster.block_rank();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  part[threadIdx.x] = i < n ? in[i] : 0.f;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  cluster.sync();
  if (rank == 0) {
    if (threadIdx.x < cluster.num_blocks()) {
      float *remote = cluster.map_shared_rank(part, threadIdx.x);
      atomicAdd(out + blockIdx.x / 4, remote[0]);
    }
  }
  cluster.sync();
}
