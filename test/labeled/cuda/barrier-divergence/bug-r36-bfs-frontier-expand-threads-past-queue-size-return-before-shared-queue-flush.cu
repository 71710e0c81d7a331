// EXPECT: barrier-divergence
// ARCHS: sm_75 sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: Rodinia/Harish-style BFS level expansion with a block-local output
// queue in shared memory. Each thread takes one vertex of the input frontier;
// the threads past the frontier's size (loaded from global memory) return
// early "since they have nothing to do", but the block then flushes its
// shared queue to the global next frontier behind two __syncthreads(): in the
// last block of a frontier, the threads that returned never reach them.
#define BQ 512
__global__ void __launch_bounds__(256)
    bfs_expand(const int *__restrict__ row_ptr, const int *__restrict__ col, const int *__restrict__ frontier,
               const int *__restrict__ frontier_size, int *__restrict__ level, int cur, int *__restrict__ next,
               int *__restrict__ next_size) {
  __shared__ int q[BQ];
  __shared__ int qn, qbase;
  const int t = threadIdx.x;
  if (t == 0)
    qn = 0;
  __syncthreads();
  const int i = blockIdx.x * 256 + t;
  if (i >= *frontier_size)
    return;
  const int v = frontier[i];
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    const int u = col[e];
    if (atomicCAS(&level[u], -1, cur + 1) == -1) {
      const int slot = atomicAdd(&qn, 1);
      if (slot < BQ)
        q[slot] = u;
      else
        next[atomicAdd(next_size, 1)] = u;
    }
  }
  __syncthreads();
  if (t == 0)
    qbase = atomicAdd(next_size, min(qn, BQ));
  __syncthreads();
  for (int k = t; k < min(qn, BQ); k += 256)
    next[qbase + k] = q[k];
}
