// EXPECT: clean
// Warp-aggregated atomic increment inside a data-dependent branch using
// cooperative_groups::coalesced_threads(), which knows who is active.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void compact(const int *in, int *out, int *counter) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (v != 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0)
      base = atomicAdd(counter, g.size());
    base = g.shfl(base, 0);
    out[base + g.thread_rank()] = v;
  }
}
