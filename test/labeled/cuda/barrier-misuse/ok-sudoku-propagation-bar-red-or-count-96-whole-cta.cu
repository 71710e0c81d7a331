// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// Sudoku constraint propagation, one puzzle per 96-thread CTA, thread =
// cell, threads 81..95 idle but present in every round. The "anything
// changed?" vote is a bar.red.or on barrier 1 whose count is the whole CTA,
// 96 = three warps: every thread executes it once per round (the loop
// condition is the vote's own result plus a parameter bound, the same in
// every thread), and the reduction doubles as the barrier that orders this
// round's writes before the next round's reads.
#define NCELLS 81
#define BLOCK 96

__device__ __forceinline__ int any_changed(bool changed) {
  int r;
  asm volatile("{\n\t.reg .pred p, q;\n\t"
               "setp.ne.u32 p, %1, 0;\n\t"
               "bar.red.or.pred q, 1, %2, p;\n\t"
               "selp.s32 %0, 1, 0, q;\n\t}"
               : "=r"(r) : "r"((unsigned)changed), "r"(BLOCK) : "memory");
  return r;
}

__global__ void __launch_bounds__(BLOCK)
sudoku_propagate(const unsigned char *__restrict__ puzzles, unsigned char *__restrict__ out,
                 int max_rounds) {
  __shared__ unsigned char board[81];
  const int cell = threadIdx.x;
  const bool is_cell = cell < 81;
  const int row = cell / 9, col = cell % 9, box = (row / 3) * 3 + col / 3;
  if (is_cell)
    board[cell] = puzzles[blockIdx.x * 81 + cell];
  __syncthreads();
  int round = 0;
  int again = 1;
  while (again && round < max_rounds) {
    unsigned char fix = 0;
    if (is_cell && board[cell] == 0) {
      unsigned used = 0;
      for (int k = 0; k < 9; ++k) {
        used |= 1u << board[row * 9 + k];
        used |= 1u << board[k * 9 + col];
        used |= 1u << board[((box / 3) * 3 + k / 3) * 9 + (box % 3) * 3 + k % 3];
      }
      const unsigned cand = ~used & 0x3FEu; // digits 1..9
      if (__popc(cand) == 1)
        fix = (unsigned char)(__ffs(cand) - 1);
    }
    __syncthreads(); // all reads of this round done before the writes
    if (fix)
      board[cell] = fix;
    again = any_changed(fix != 0);
    ++round;
  }
  if (is_cell)
    out[blockIdx.x * 81 + cell] = board[cell];
}
