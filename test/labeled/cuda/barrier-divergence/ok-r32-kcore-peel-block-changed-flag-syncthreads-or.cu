// EXPECT: clean
// ARCHS: sm_89 sm_75
// PTXLINT-ARGS: --block-dim=128
// k-core peeling of a block-resident subgraph. Each thread owns one vertex;
// a round removes every vertex whose degree fell below k and decrements its
// neighbours. The loop runs while any thread removed a vertex in the last
// round: __syncthreads_or(changed) returns the same value in every thread,
// so the whole block leaves the loop together. The core size of the block
// is then counted with cub::BlockReduce, which every thread enters.
#include <cub/block/block_reduce.cuh>
__global__ void __launch_bounds__(128)
    kcore_peel(const int *__restrict__ adj_ptr, const int *__restrict__ adj,
               int *__restrict__ core_flag, int *__restrict__ core_size, int k) {
  using Reduce = cub::BlockReduce<int, 128>;
  __shared__ typename Reduce::TempStorage tmp;
  __shared__ int deg[128];
  __shared__ unsigned char removed[128];
  const int v = threadIdx.x;
  const int base = blockIdx.x * 128;
  deg[v] = adj_ptr[base + v + 1] - adj_ptr[base + v];
  removed[v] = 0;
  __syncthreads();
  int changed;
  do {
    changed = 0;
    if (!removed[v] && deg[v] < k) {
      removed[v] = 1;
      changed = 1;
      for (int j = adj_ptr[base + v]; j < adj_ptr[base + v + 1]; ++j) {
        const int u = adj[j] - base;
        if (u >= 0 && u < 128)
          atomicSub(&deg[u], 1);
      }
    }
  } while (__syncthreads_or(changed));
  core_flag[base + v] = !removed[v];
  const int in_core = Reduce(tmp).Sum(removed[v] ? 0 : 1);
  if (v == 0)
    core_size[blockIdx.x] = in_core;
}
