// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// A 2D stencil where the first 6 rows of a 32-column thread tile (192
// threads, six whole warps) refresh the halo on named barrier 1 with count
// rows * 32: a multiple of the warp size, exactly the warps that branch in.
#define COLS 32
#define ROWS 6
__global__ void halo_rows32(const float *in, float *out, int pitch) {
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
