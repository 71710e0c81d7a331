// EXPECT: clean
// OK: the inline-PTX scalar CSR SpMV with its empty-row skip predicated
// (`@empty bra $Lspmv_done`): rows with entries fall into the
// bottom-tested fma loop, empty rows keep the zero.

// CSR SpMV, one thread per row (scalar kernel), the row loop in inline PTX.
__global__ void spmv_csr_scalar(const int *__restrict__ row_ptr, const int *__restrict__ col_idx,
                                const float *__restrict__ vals, const float *__restrict__ x, float *__restrict__ y,
                                int rows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  int begin = row_ptr[row], end = row_ptr[row + 1];
  float sum;
  asm volatile("{\n\t"
               ".reg .pred empty, more;\n\t"
               ".reg .s32 j, c;\n\t"
               ".reg .u64 pv, pc, px;\n\t"
               ".reg .f32 a, xv;\n\t"
               "mov.f32 %0, 0f00000000;\n\t"
               "setp.ge.s32 empty, %1, %2;\n\t"
               "@empty bra $Lspmv_done;\n\t"
               "mov.s32 j, %1;\n"
               "$Lspmv_row:\n\t"
               "mul.wide.s32 pv, j, 4;\n\t"
               "add.u64 pc, %4, pv;\n\t"
               "add.u64 pv, %3, pv;\n\t"
               "ld.global.nc.s32 c, [pc];\n\t"
               "ld.global.nc.f32 a, [pv];\n\t"
               "mul.wide.s32 px, c, 4;\n\t"
               "add.u64 px, %5, px;\n\t"
               "ld.global.nc.f32 xv, [px];\n\t"
               "fma.rn.f32 %0, a, xv, %0;\n\t"
               "add.s32 j, j, 1;\n\t"
               "setp.lt.s32 more, j, %2;\n\t"
               "@more bra $Lspmv_row;\n"
               "$Lspmv_done:\n\t"
               "}"
               : "=f"(sum) : "r"(begin), "r"(end), "l"(vals), "l"(col_idx), "l"(x) : "memory");
  y[row] = sum;
}
