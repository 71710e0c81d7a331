// EXPECT: clean
// The same named-barrier tile for an 8 x 12 tile: 96 threads, three whole
// warps, and the guard t < 96 keeps exactly those warps.
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
template __global__ void tile_stencil<8, 12>(const float *, float *, int);
