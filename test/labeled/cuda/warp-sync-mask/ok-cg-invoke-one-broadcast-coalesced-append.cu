// EXPECT: clean
// ARCHS: sm_90
// Stream compaction with cooperative groups: the lanes that keep their
// element form a coalesced group inside the branch; invoke_one_broadcast
// (elect.sync with the group's mask on sm_90) lets one of them reserve space
// for the whole group and broadcasts the base to the group's lanes.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void compact_positive(const float *__restrict__ x,
                                 float *__restrict__ out,
                                 unsigned *__restrict__ count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.f;
  if (v > 0.f) {
    cg::coalesced_group g = cg::coalesced_threads();
    unsigned base = cg::invoke_one_broadcast(
        g, [&] { return atomicAdd(count, g.num_threads()); });
    out[base + g.thread_rank()] = v;
  }
}
