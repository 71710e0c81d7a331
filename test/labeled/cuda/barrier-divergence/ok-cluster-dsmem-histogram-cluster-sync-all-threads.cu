// EXPECT: clean
// ARCHS: sm_90 sm_90a
// Distributed-shared-memory histogram (the CUDA programming guide's cluster
// example): each block of a cluster owns a slice of the bins, threads add to
// the owning block's shared bins through map_shared_rank, and
// cluster.sync() before and after the updates keeps every block's shared
// memory alive while others write to it. Threads past the input take no
// sample but still reach both cluster barriers (no early return).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) cluster_hist(int *bins, const int *input, int n, int nbins, int bins_per_block) {
  extern __shared__ int smem[];
  cg::cluster_group cluster = cg::this_cluster();
  int tid = cg::this_grid().thread_rank();
  for (int b = threadIdx.x; b < bins_per_block; b += blockDim.x)
    smem[b] = 0;
  cluster.sync();
  for (int i = tid; i < n; i += blockDim.x * gridDim.x) {
    int v = min(max(input[i], 0), nbins - 1);
    unsigned dst_block = v / bins_per_block;
    int *dst = cluster.map_shared_rank(smem, dst_block);
    atomicAdd(dst + v % bins_per_block, 1);
  }
  cluster.sync();
  int *lbins = bins + cluster.block_rank() * bins_per_block;
  for (int b = threadIdx.x; b < bins_per_block; b += blockDim.x)
    atomicAdd(&lbins[b], smem[b]);
}
