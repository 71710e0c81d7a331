// EXPECT: barrier-divergence
// ARCHS: sm_86 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: sparse lower-triangular solve (SpTRSV) by level sets in one block.
// Rows of a level are independent; a thread solves row level_rows[lvl_ptr[l]
// + tid] and the block waits for the whole level before the next one reads
// the solved x. Threads past the level's width `return` instead of skipping
// the solve, so in the first level narrower than the block those threads
// are gone and the rest wait at the level's __syncthreads() for them.
__global__ void __launch_bounds__(256)
    sptrsv_levels(const int *__restrict__ row_ptr, const int *__restrict__ col,
                  const float *__restrict__ val, const int *__restrict__ lvl_ptr,
                  const int *__restrict__ lvl_rows, const float *__restrict__ b,
                  float *__restrict__ x, int nlevels) {
  for (int l = 0; l < nlevels; ++l) {
    const int begin = lvl_ptr[l], width = lvl_ptr[l + 1] - begin;
    for (int k = threadIdx.x; k < ((width + 255) & ~255); k += 256) {
      if (k >= width)
        return; // should only skip the solve
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
