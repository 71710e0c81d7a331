// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Block-local BFS over a small graph whose levels live in shared memory: each
// level pass expands the vertices at the current depth and ends with a
// __syncthreads(). The loop continues while the thread's own `changed` flag
// is set, so a thread that discovered nothing in a pass leaves the loop while
// others go on to the next pass's barrier.
__global__ void block_bfs_own_flag(const int *row_ptr, const int *col, int *level, int nv) {
  __shared__ int lvl[1024];
  for (int v = threadIdx.x; v < nv; v += 256)
    lvl[v] = v == 0 ? 0 : -1;
  __syncthreads();
  int depth = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int v = threadIdx.x; v < nv; v += 256)
      if (lvl[v] == depth)
        for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e)
          if (lvl[col[e]] == -1) {
            lvl[col[e]] = depth + 1;
            changed = true;
          }
    __syncthreads();
    ++depth;
  }
  for (int v = threadIdx.x; v < nv; v += 256)
    level[v] = lvl[v];
}
