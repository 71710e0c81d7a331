// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Two independent warp pairs, each with its own named barrier of 64 threads:
// warps 0-1 run the row pass on barrier 1 and warps 2-3 the column pass on
// barrier 2, with different trip counts. No barrier is shared between the
// groups, so the different counts are fine.
__global__ void __launch_bounds__(128) passes(float *a, int nrow, int ncol) {
  __shared__ float s[2][64];
  int grp = threadIdx.x / 64;
  int t = threadIdx.x % 64;
  if (grp == 0) {
    for (int r = 0; r < nrow; ++r) {
      s[0][t] = a[r * 64 + t];
      asm volatile("bar.sync 1, 64;" ::: "memory");
      a[r * 64 + t] = s[0][63 - t];
      asm volatile("bar.sync 1, 64;" ::: "memory");
    }
  } else {
    for (int c = 0; c < ncol; ++c) {
      s[1][t] = a[4096 + c * 64 + t];
      asm volatile("bar.sync 2, 64;" ::: "memory");
      a[4096 + c * 64 + t] = s[1][(t + 1) % 64];
      asm volatile("bar.sync 2, 64;" ::: "memory");
    }
  }
}
