// EXPECT: warp-sync-mask
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: a cluster-wide argmax over distributed shared memory: every CTA of
// the cluster reduces its slice to one packed (value, index) key in shared
// memory, then warp 0 of rank 0 gathers the ranks' keys with
// map_shared_rank, one rank per lane, and folds them with
// __reduce_max_sync. The gather is guarded by `lane < cluster.num_blocks()`
// and the reduction sits inside the guard with the full mask: lanes past the
// cluster size (28 of 32 for a 4-CTA cluster) never execute it while the
// mask names them.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ __forceinline__ unsigned pack_key(float v, unsigned idx) {
  const unsigned b = __float_as_uint(v);
  const unsigned ord = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
  return (ord & 0xffffff00u) | (idx & 0xffu);
}
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(256)
    cluster_argmax(const float *__restrict__ x, unsigned *__restrict__ out, int n) {
  __shared__ unsigned best;
  cg::cluster_group cluster = cg::this_cluster();
  const int t = threadIdx.x;
  if (t == 0)
    best = 0u;
  __syncthreads();
  const int i = blockIdx.x * 256 + t;
  if (i < n)
    atomicMax(&best, pack_key(x[i], cluster.block_rank()));
  cluster.sync();
  if (cluster.block_rank() == 0 && t < 32) {
    const unsigned lane = t, nranks = cluster.num_blocks();
    if (lane < nranks) {
      unsigned k = *cluster.map_shared_rank(&best, lane);
      k = __reduce_max_sync(0xffffffffu, k);
      if (lane == 0)
        out[blockIdx.x / 4] = k;
    }
  }
  cluster.sync();
}
