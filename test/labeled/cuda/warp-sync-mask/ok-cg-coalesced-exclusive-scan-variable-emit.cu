// EXPECT: clean
// Particle splitting: each particle above the energy threshold emits a
// data-dependent number of children. The emitting lanes form a coalesced
// group inside the branch; cg::exclusive_scan over it gives each lane its
// offset, the group's last lane knows the total, and the group's first lane
// reserves the space (the shuffles use the group's own mask).
#include <cooperative_groups.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
__global__ void split_particles(const float4 *__restrict__ p,
                                float4 *__restrict__ children,
                                int *__restrict__ nchildren, int n, float emin) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 q = p[i];
  if (q.w > emin) {
    cg::coalesced_group g = cg::coalesced_threads();
    int k = min(8, (int)(q.w / emin));
    int offs = cg::exclusive_scan(g, k);
    int total = g.shfl(offs + k, g.num_threads() - 1);
    int base = 0;
    if (g.thread_rank() == 0)
      base = atomicAdd(nchildren, total);
    base = g.shfl(base, 0);
    for (int c = 0; c < k; ++c)
      children[base + offs + c] = make_float4(q.x, q.y, q.z, q.w / k);
  }
}
