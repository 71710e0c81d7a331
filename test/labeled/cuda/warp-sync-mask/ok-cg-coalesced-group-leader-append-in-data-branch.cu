// EXPECT: clean
// Stream compaction with cooperative groups: inside a data-dependent branch,
// coalesced_threads() names exactly the lanes that took it; its leader
// reserves space with one atomicAdd and broadcasts the base with the group's
// shuffle, whose mask is that group.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void compact_positive(const float *__restrict__ in, float *__restrict__ out,
                                 int *__restrict__ count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  if (v > 0.f) {
    cg::coalesced_group g = cg::coalesced_threads();
    int base = 0;
    if (g.thread_rank() == 0) base = atomicAdd(count, (int)g.size());
    base = g.shfl(base, 0);
    out[base + g.thread_rank()] = v;
  }
}
