// EXPECT: warp-sync-mask
// Particle splitting with a warp tile: the author scans the child counts
// with cg::inclusive_scan over the 32-thread tile of the block, but calls it
// inside the energy filter. A thread_block_tile<32> always uses the full
// warp mask, and the lanes below the threshold are not in the branch.
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void split_particles(const float4 *__restrict__ p,
                                float4 *__restrict__ children,
                                int *__restrict__ nchildren, int n, float emin) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 q = i < n ? p[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  if (q.w > emin) {
    int k = min(8, (int)(q.w / emin));
    int incl = cg::inclusive_scan(warp, k); // BUG: lanes at or below emin never join
    int total = warp.shfl(incl, 31);
    int base = 0;
    if (warp.thread_rank() == 0)
      base = atomicAdd(nchildren, total);
    base = warp.shfl(base, 0);
    for (int c = 0; c < k; ++c)
      children[base + incl - k + c] = make_float4(q.x, q.y, q.z, q.w / k);
  }
}
