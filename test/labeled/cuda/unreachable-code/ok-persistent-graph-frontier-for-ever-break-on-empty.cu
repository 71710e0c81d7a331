// EXPECT: clean
// Persistent BFS level loop: every block keeps expanding the frontier with a
// grid-stride loop inside `for (;;)` and leaves when the frontier size read
// from global memory is zero. No code sits after the infinite loop except
// the exit that the `break` reaches.
__global__ void bfs_persistent(const int *__restrict__ rowptr, const int *__restrict__ col,
                               int *__restrict__ level, int *__restrict__ frontier,
                               int *__restrict__ next, volatile int *__restrict__ sizes,
                               int *__restrict__ done_levels) {
  for (int lvl = 0;; ++lvl) {
    const int fsize = sizes[lvl & 1];
    if (fsize == 0) break;
    for (int f = blockIdx.x * blockDim.x + threadIdx.x; f < fsize; f += gridDim.x * blockDim.x) {
      const int u = (lvl & 1 ? next : frontier)[f];
      for (int e = rowptr[u]; e < rowptr[u + 1]; ++e) {
        const int v = col[e];
        if (atomicCAS(&level[v], -1, lvl + 1) == -1) {
          int slot = atomicAdd((int *)&sizes[(lvl + 1) & 1], 1);
          (lvl & 1 ? frontier : next)[slot] = v;
        }
      }
    }
    if (blockIdx.x == 0 && threadIdx.x == 0) atomicAdd(done_levels, 1);
  }
}
