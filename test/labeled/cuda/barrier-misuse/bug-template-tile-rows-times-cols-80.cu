// EXPECT: barrier-misuse barrier-divergence
// A stencil tile of ROWS x COLS threads synchronises only the threads that
// own a tile cell with a named barrier; instantiated for a 8 x 10 tile the
// count is 80, which is not a whole number of warps.
// (Also barrier-divergence: t < 80 splits the third warp, so the .aligned bar.sync
// runs in part of it.)
template <int ROWS, int COLS>
__global__ void tile_stencil(const float *in, float *out, int pitch) {
  __shared__ float cell[ROWS + 2][COLS + 2];
  int t = threadIdx.x;
  if (t < ROWS * COLS) {
    int r = t / COLS, c = t % COLS;
    int gr = blockIdx.y * ROWS + r, gc = blockIdx.x * COLS + c;
    cell[r + 1][c + 1] = in[gr * pitch + gc];
    asm volatile("bar.sync 1, %0;" ::"r"(ROWS * COLS) : "memory");
    out[gr * pitch + gc] = 0.25f * (cell[r][c + 1] + cell[r + 2][c + 1] +
                                    cell[r + 1][c] + cell[r + 1][c + 2]);
  }
}
template __global__ void tile_stencil<8, 10>(const float *, float *, int);
