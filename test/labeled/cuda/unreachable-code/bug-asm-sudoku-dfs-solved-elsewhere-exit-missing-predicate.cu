// EXPECT: unreachable-code
// Sudoku by parallel backtracking: every thread takes one partial board
// from the frontier produced by a BFS expansion and runs an iterative DFS
// on it. Once some thread has published a solution (global flag), the
// others should stop: the flag is polled on each backtrack (the rare, slow
// step) with an inline-PTX exit. The exit lost its `@p` in a rewrite from
// `if (stop) asm("exit;")`: every thread leaves at its first backtrack, and
// the `--depth` after the asm, the backtracking itself, is dead code.
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
                   "exit;\n\t}" // BUG: meant @p exit
                   ::"r"(stop));
      --depth;
    }
  }
  if (depth == ne && atomicCAS((int *)solved, 0, 1) == 0)
    for (int i = 0; i < 81; ++i)
      solution[i] = b[i];
}
