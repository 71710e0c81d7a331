// EXPECT: barrier-misuse barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// A 2D stencil where the first 6 rows of a 20-column thread tile (120
// threads) refresh the halo on named barrier 1 with a count of rows * cols;
// 120 is not a multiple of the warp size (PTX requires it) and the threads
// of warp 3 that are past the group would not take part anyway: warp 3
// splits at the .aligned bar.sync (lanes 0-23 in, 24-31 out), a divergence
// too.
#define COLS 20
#define ROWS 6
__global__ void halo_rows(const float *in, float *out, int pitch) {
  __shared__ float tile[ROWS + 2][COLS + 2];
  const int t = threadIdx.x;
  if (t < ROWS * COLS) {
    const int r = t / COLS, c = t % COLS;
    tile[r + 1][c + 1] = in[(blockIdx.x * ROWS + r) * pitch + c];
    if (c == 0) {
      tile[r + 1][0] = 0.f;
      tile[r + 1][COLS + 1] = 0.f;
    }
    asm volatile("bar.sync 1, %0;" ::"r"(ROWS * COLS) : "memory");
    out[(blockIdx.x * ROWS + r) * pitch + c] =
        tile[r][c + 1] + tile[r + 2][c + 1] + tile[r + 1][c] + tile[r + 1][c + 2];
  }
}
