// EXPECT: clean
// ARCHS: sm_120 sm_90a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// dp4a dot product whose accumulator is carried through inline PTX with a
// "+r" constraint (read and written), starting from zero, plus a per-chunk
// count that the asm zeroes itself (`mov.b32 %1, 0`) before the predicated
// increments: both registers are written before they are read.
__global__ void __launch_bounds__(256)
    dp4a_rows(const int *__restrict__ a, const int *__restrict__ b, int *__restrict__ out, int *__restrict__ nz,
              int nwords) {
  const int row = blockIdx.x * 256 + threadIdx.x;
  int acc = 0, cnt = 0;
  for (int k = 0; k < nwords; ++k) {
    const int x = a[(size_t)row * nwords + k], y = b[k];
    int c;
    asm("{\n\t.reg .pred p;\n\t"
        "dp4a.s32.s32 %0, %2, %3, %0;\n\t"
        "mov.b32 %1, 0;\n\t"
        "setp.ne.s32 p, %2, 0;\n\t"
        "@p add.s32 %1, %1, 1;\n\t}"
        : "+r"(acc), "=r"(c)
        : "r"(x), "r"(y));
    cnt += c;
  }
  out[row] = acc;
  nz[row] = cnt;
}
