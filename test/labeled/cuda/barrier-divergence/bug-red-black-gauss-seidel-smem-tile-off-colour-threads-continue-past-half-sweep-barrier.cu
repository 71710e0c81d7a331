// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=16,16
// BUG: red-black Gauss-Seidel smoother for the 2D Poisson problem, one 16x16
// tile plus a one-cell halo in shared memory, several sweeps per launch
// (halo values frozen, as in a block-Jacobi/GS multigrid smoother). Each
// sweep updates the red cells, syncs, then the black cells. A thread whose
// cell is not of the current colour `continue`s to the next colour, which
// skips the half-sweep barrier the other half of the tile waits on.
#define T 16
__global__ void __launch_bounds__(256)
rb_smooth(float *__restrict__ u, const float *__restrict__ f, int nx, int ny,
          float h2, int sweeps) {
  __shared__ float s[T + 2][T + 2];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int gx = blockIdx.x * T + tx, gy = blockIdx.y * T + ty;
  const bool in = gx < nx && gy < ny;
  for (int i = ty * T + tx; i < (T + 2) * (T + 2); i += T * T) {
    const int lx = i % (T + 2), ly = i / (T + 2);
    const int x = blockIdx.x * T + lx - 1, y = blockIdx.y * T + ly - 1;
    s[ly][lx] = (x >= 0 && y >= 0 && x < nx && y < ny) ? u[(size_t)y * nx + x] : 0.f;
  }
  __syncthreads();
  const float rhs = in ? f[(size_t)gy * nx + gx] * h2 : 0.f;
  for (int it = 0; it < sweeps; ++it) {
    for (int colour = 0; colour < 2; ++colour) {
      if (((gx + gy) & 1) != colour) continue;
      if (in)
        s[ty + 1][tx + 1] = 0.25f * (s[ty][tx + 1] + s[ty + 2][tx + 1] +
                                     s[ty + 1][tx] + s[ty + 1][tx + 2] - rhs);
      __syncthreads();
    }
  }
  if (in) u[(size_t)gy * nx + gx] = s[ty + 1][tx + 1];
}
