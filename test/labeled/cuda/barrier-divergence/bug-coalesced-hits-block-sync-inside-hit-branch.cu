// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Stream compaction with cooperative groups: the threads that pass the filter
// form a coalesced group, whose leader reserves output slots for all of them.
// The slot is staged in shared memory and the block-wide sync that was meant
// to order the staging sits inside the filter branch, where only the
// threads that passed it wait.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void compact(const float *__restrict__ x, float thr, int *__restrict__ idx,
                        int *count, int n) {
  __shared__ int slot_of[256];
  cg::thread_block block = cg::this_thread_block();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool hit = i < n && x[i] > thr;
  if (hit) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0)
      base = atomicAdd(count, (int)g.size());
    base = g.shfl(base, 0);
    slot_of[threadIdx.x] = base + g.thread_rank();
    block.sync();
    idx[slot_of[threadIdx.x]] = i;
  }
}
