// EXPECT: clean
// Sudoku by parallel backtracking, one frontier board per thread, an
// iterative DFS that polls a global "solved" flag on each backtrack and leaves
// with a predicated inline-PTX `@p exit` once another thread has published
// a solution. The exit is conditional, so the DFS step after it runs.
__device__ __forceinline__ bool can_place(const unsigned char *b, int cell, int d) {
  const int r = cell / 9, c = cell % 9, br = r / 3 * 3, bc = c / 3 * 3;
  for (int k = 0; k < 9; ++k)
    if (b[r * 9 + k] == d || b[k * 9 + c] == d || b[(br + k / 3) * 9 + bc + k % 3] == d)
      return false;
  return true;
}

__global__ void sudoku_dfs(const unsigned char *__restrict__ frontier, int nboards,
                           volatile int *__restrict__ solved, unsigned char *__restrict__ solution) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= nboards)
    return;
  unsigned char b[81];
  unsigned char empties[81];
  int ne = 0;
  for (int i = 0; i < 81; ++i) {
    b[i] = frontier[t * 81 + i];
    if (b[i] == 0)
      empties[ne++] = (unsigned char)i;
  }
  int depth = 0;
  while (depth >= 0 && depth < ne) {
    const int cell = empties[depth];
    int d = b[cell] + 1;
    b[cell] = 0;
    while (d <= 9 && !can_place(b, cell, d))
      ++d;
    if (d <= 9) {
      b[cell] = (unsigned char)d;
      ++depth;
    } else {
      // backtracking is the rare, slow step: poll the flag here
      const int stop = *solved;
      asm volatile("{\n\t.reg .pred p;\n\t"
                   "setp.ne.s32 p, %0, 0;\n\t"
                   "@p exit;\n\t}"
                   ::"r"(stop));
      --depth;
    }
  }
  if (depth == ne && atomicCAS((int *)solved, 0, 1) == 0)
    for (int i = 0; i < 81; ++i)
      solution[i] = b[i];
}
