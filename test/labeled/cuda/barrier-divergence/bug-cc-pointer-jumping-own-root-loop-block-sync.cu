// EXPECT: barrier-divergence
// Connected components, block-local phase (ECL-CC style): each block labels
// the vertices of its 256-vertex partition with hooking over intra-partition
// edges, then compresses the parent forest in shared memory by pointer
// jumping. The compression loop runs while the thread's *own* vertex has not
// reached its root, with a cooperative-groups block barrier inside to keep
// the jumps of one round apart: vertices sit at different depths, so threads
// leave the loop after different numbers of rounds and the rest wait at a
// barrier the finished threads never reach again.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define PART 256

__global__ void __launch_bounds__(PART)
cc_local(const int *__restrict__ row_ptr, const int *__restrict__ col,
         int *__restrict__ label, int n) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ int parent[PART];
  const int base = blockIdx.x * PART;
  const int t = block.thread_rank();
  const int v = base + t;
  parent[t] = t;
  block.sync();
  if (v < n) {
    for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
      const int u = col[e] - base;
      if (u < 0 || u >= PART || u >= n - base)
        continue;
      // hook the larger root under the smaller one
      volatile int *vp = parent; // concurrent hooks: re-read every step
      int a = t, b = u;
      while (true) {
        while (vp[a] != a) a = vp[a];
        while (vp[b] != b) b = vp[b];
        if (a == b)
          break;
        const int hi = max(a, b), lo = min(a, b);
        if (atomicCAS(&parent[hi], hi, lo) == hi)
          break;
      }
    }
  }
  block.sync();
  while (parent[parent[t]] != parent[t]) {
    const int gp = parent[parent[t]];
    block.sync(); // BUG: threads whose vertex is already at its root have left the loop
    parent[t] = gp;
    block.sync();
  }
  if (v < n)
    label[v] = base + parent[t];
}
