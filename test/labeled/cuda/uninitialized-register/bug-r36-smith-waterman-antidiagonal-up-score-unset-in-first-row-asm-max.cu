// EXPECT: uninitialized-register
// ARCHS: sm_89 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: Smith-Waterman anti-diagonal wavefront, one query row per thread. The
// score from the cell above (`up`) is loaded only when the thread's row is
// not the first one (`row > 0`); the `else up = 0;` of the first row was
// lost, and the cell's maximum is taken with an inline-PTX max chain, so the
// thread of row 0 feeds a register nothing wrote into max.s32.
__global__ void __launch_bounds__(128)
    sw_diagonal(const char *__restrict__ a, const char *__restrict__ b, const int *__restrict__ prev2,
                const int *__restrict__ prev, int *__restrict__ cur, int diag, int gap) {
  const int row = threadIdx.x;
  const int colj = diag - row;
  if (colj < 0)
    return;
  int up;
  if (row > 0)
    up = prev[row - 1];
  const int left = prev[row];
  const int dg = (row > 0 && colj > 0) ? prev2[row - 1] : 0;
  const int s = dg + (a[row] == b[colj] ? 2 : -1);
  int h;
  asm("{\n\t.reg .b32 m;\n\t"
      "max.s32 m, %1, %2;\n\t"
      "max.s32 m, m, %3;\n\t"
      "max.s32 %0, m, 0;\n\t}"
      : "=r"(h)
      : "r"(s), "r"(up - gap), "r"(left - gap));
  cur[row] = h;
}
