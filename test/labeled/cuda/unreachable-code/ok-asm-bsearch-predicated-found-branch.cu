// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Binary search of a sorted key array in inline PTX (lower_bound of a query in
// a CSR row): the "found" branch is predicated on the equality test, and the
// narrowing steps run when it is not taken.
__device__ __forceinline__ int find_key(const int *keys, int n, int q) {
  int lo;
  asm("{\n\t.reg .s32 hi, mid, k;\n\t.reg .pred p, e;\n\t.reg .u64 a;\n\t"
      "mov.s32 %0, 0;\n\t"
      "mov.s32 hi, %2;\n\t"
      "LOOP_%=:\n\t"
      "setp.ge.s32 p, %0, hi;\n\t"
      "@p bra DONE_%=;\n\t"
      "add.s32 mid, %0, hi;\n\t"
      "shr.s32 mid, mid, 1;\n\t"
      "mul.wide.s32 a, mid, 4;\n\t"
      "add.u64 a, a, %1;\n\t"
      "ld.global.s32 k, [a];\n\t"
      "setp.eq.s32 e, k, %3;\n\t"
      "@e bra FOUND_%=;\n\t"
      "setp.lt.s32 p, k, %3;\n\t"
      "@p add.s32 %0, mid, 1;\n\t"
      "@!p mov.s32 hi, mid;\n\t"
      "bra LOOP_%=;\n\t"
      "FOUND_%=:\n\t"
      "mov.s32 %0, mid;\n\t"
      "DONE_%=:\n\t}"
      : "=r"(lo) : "l"(keys), "r"(n), "r"(q));
  return lo;
}
__global__ void csr_lookup(const int *__restrict__ cols, const int *__restrict__ rowptr,
                           const int *__restrict__ query, int *__restrict__ pos, int nq) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= nq)
    return;
  const int r0 = rowptr[i], r1 = rowptr[i + 1];
  pos[i] = r0 + find_key(cols + r0, r1 - r0, query[i]);
}
