// EXPECT: clean
// Smith-Waterman with affine gaps (Gotoh), cell update in inline PTX: the
// scoped temporary `t` is written before each of its two reads, and the
// local-alignment floor max(H, 0) takes the immediate 0, not a register.
__device__ __forceinline__ int sw_cell(int diag, int e, int f, int s, int *e_out, int *f_out,
                                       int h_up, int h_left, int go, int ge) {
  int h;
  asm("{\n\t.reg .s32 t;\n\t"
      // E = max(E_left - ge, H_left - go), F = max(F_up - ge, H_up - go)
      "sub.s32 %1, %3, %10;\n\t"
      "sub.s32 t, %8, %9;\n\t"
      "max.s32 %1, %1, t;\n\t"
      "sub.s32 %2, %4, %10;\n\t"
      "sub.s32 t, %7, %9;\n\t"
      "max.s32 %2, %2, t;\n\t"
      // H = max(diag + s, E, F, 0)
      "add.s32 %0, %5, %6;\n\t"
      "max.s32 %0, %0, %1;\n\t"
      "max.s32 %0, %0, %2;\n\t"
      "max.s32 %0, %0, 0;\n\t"
      "}"
      : "=r"(h), "=r"(*e_out), "=r"(*f_out)
      : "r"(e), "r"(f), "r"(diag), "r"(s), "r"(h_up), "r"(h_left), "r"(go), "r"(ge));
  return h;
}

__global__ void sw_db_search(const char *__restrict__ query, int m, const char *__restrict__ db,
                             const int *__restrict__ off, const int *__restrict__ len, int ntargets,
                             const signed char *__restrict__ subst, int go, int ge,
                             int2 *__restrict__ scratch, int *__restrict__ best) {
  // CUDASW++-style inter-task search: one database sequence per thread,
  // column by column, (H, E) of the previous column kept in global scratch.
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntargets)
    return;
  const char *tg = db + off[t];
  const int n = len[t];
  int2 *col = scratch + (size_t)t * m;
  for (int i = 0; i < m; ++i)
    col[i] = make_int2(0, -(1 << 20));
  int mx = 0;
  for (int j = 0; j < n; ++j) {
    const int c = tg[j];
    int h_up = 0, f = -(1 << 20), diag = 0;
    for (int i = 0; i < m; ++i) {
      const int2 prev = col[i]; // H(i, j-1), E(i, j-1)
      int e2, f2;
      const int h = sw_cell(diag, prev.y, f, subst[query[i] * 32 + c], &e2, &f2, h_up, prev.x, go, ge);
      diag = prev.x;
      h_up = h;
      f = f2;
      col[i] = make_int2(h, e2);
      mx = max(mx, h);
    }
  }
  best[t] = mx;
}
