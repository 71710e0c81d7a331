// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Block-local BFS over a small graph whose levels live in shared memory: the
// level loop continues while __syncthreads_or() of the threads' `changed`
// flags is set, one value for the whole block, so every thread runs the same
// passes and barriers.
__global__ void block_bfs_or_flag(const int *row_ptr, const int *col, int *level, int nv) {
  __shared__ int lvl[1024];
  for (int v = threadIdx.x; v < nv; v += 256)
    lvl[v] = v == 0 ? 0 : -1;
  __syncthreads();
  int depth = 0, more = 1;
  while (more) {
    bool changed = false;
    for (int v = threadIdx.x; v < nv; v += 256)
      if (lvl[v] == depth)
        for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e)
          if (lvl[col[e]] == -1) {
            lvl[col[e]] = depth + 1;
            changed = true;
          }
    more = __syncthreads_or(changed);
    ++depth;
  }
  for (int v = threadIdx.x; v < nv; v += 256)
    level[v] = lvl[v];
}
