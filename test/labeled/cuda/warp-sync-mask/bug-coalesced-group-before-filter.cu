// EXPECT: warp-sync-mask
// Warp-aggregated append with cooperative groups, but the coalesced group is
// created at the top of the kernel (BUG), before the `if (v > thresh)`
// filter: inside the branch it still names the lanes whose element was
// dropped, and its shfl waits for lanes that never execute it (they go on to
// the group's ballot below instead).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void filter_append(const float *x, float *out, int *count, int *warps_kept, float thresh,
                              int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  cg::coalesced_group active = cg::coalesced_threads(); // BUG: taken before the filter
  float v = x[i];
  if (v > thresh) {
    int slot = 0;
    if (active.thread_rank() == 0)
      slot = atomicAdd(count, (int)active.size());
    slot = active.shfl(slot, 0) + active.thread_rank();
    out[slot] = v;
  }
  unsigned kept = active.ballot(v > thresh);
  if (active.thread_rank() == 0 && kept)
    atomicAdd(warps_kept, 1);
}
