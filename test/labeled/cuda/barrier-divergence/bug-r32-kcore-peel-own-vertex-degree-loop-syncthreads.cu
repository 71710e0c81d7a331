// EXPECT: barrier-divergence
// ARCHS: sm_89 sm_75
// PTXLINT-ARGS: --block-dim=128
// BUG: k-core peeling of a block-resident subgraph. Each thread owns one
// vertex; a round removes the vertex if its degree fell below k and
// decrements its neighbours, and ends with a __syncthreads() so the
// decrements are visible to the next round. The loop runs while the
// thread's own vertex is alive: a thread whose vertex was peeled leaves the
// loop, and the survivors wait at the next round's barrier for it. The
// block-wide condition (__syncthreads_or of "something changed") was
// intended.
__global__ void __launch_bounds__(128)
    kcore_peel(const int *__restrict__ adj_ptr, const int *__restrict__ adj,
               int *__restrict__ core_flag, int k, int max_rounds) {
  __shared__ int deg[128];
  const int v = threadIdx.x;
  const int base = blockIdx.x * 128;
  deg[v] = adj_ptr[base + v + 1] - adj_ptr[base + v];
  __syncthreads();
  bool alive = true;
  for (int round = 0; alive && round < max_rounds; ++round) {
    if (deg[v] < k) {
      alive = false;
      for (int j = adj_ptr[base + v]; j < adj_ptr[base + v + 1]; ++j) {
        const int u = adj[j] - base;
        if (u >= 0 && u < 128)
          atomicSub(&deg[u], 1);
      }
    }
    __syncthreads();
  }
  core_flag[base + v] = alive;
}
