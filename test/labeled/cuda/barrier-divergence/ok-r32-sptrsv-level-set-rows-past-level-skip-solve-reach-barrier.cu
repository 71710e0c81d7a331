// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Sparse lower-triangular solve (SpTRSV) by level sets in one block. Rows of
// a level are independent; thread k solves the level's rows k, k + 256, ...
// The loop bound is the level's width (read by every thread from the same
// lvl_ptr entries, so it is the same in the whole block) and threads with no
// row left simply fall out of the strided loop: every thread reaches the
// level's __syncthreads() before the next level reads x.
__global__ void __launch_bounds__(256)
    sptrsv_levels(const int *__restrict__ row_ptr, const int *__restrict__ col,
                  const float *__restrict__ val, const int *__restrict__ lvl_ptr,
                  const int *__restrict__ lvl_rows, const float *__restrict__ b,
                  float *__restrict__ x, int nlevels) {
  for (int l = 0; l < nlevels; ++l) {
    const int begin = lvl_ptr[l], width = lvl_ptr[l + 1] - begin;
    for (int k = threadIdx.x; k < width; k += 256) {
      const int r = lvl_rows[begin + k];
      float s = b[r], diag = 1.f;
      for (int j = row_ptr[r]; j < row_ptr[r + 1]; ++j) {
        const int c = col[j];
        if (c == r)
          diag = val[j];
        else
          s -= val[j] * x[c];
      }
      x[r] = s / diag;
    }
    __syncthreads(); // the next level reads this level's x
  }
}
