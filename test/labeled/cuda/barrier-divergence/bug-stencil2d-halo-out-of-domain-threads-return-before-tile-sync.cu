// EXPECT: barrier-divergence
// 2-D 5-point Jacobi step with a shared tile plus a 1-cell halo (16x16
// blocks). BUG: a "fast exit" for threads whose cell lies outside the domain
// was added at the top; on the right and bottom edge blocks those threads
// leave, and the remaining threads of the block wait forever at the
// __syncthreads() after the halo loads (and their halo cells are never
// loaded either).
#define BX 16
#define BY 16
__global__ void __launch_bounds__(256) jacobi2d(const float *__restrict__ u,
                                                float *__restrict__ un, int nx, int ny) {
  __shared__ float t[BY + 2][BX + 2];
  const int x = blockIdx.x * BX + threadIdx.x;
  const int y = blockIdx.y * BY + threadIdx.y;
  if (x >= nx || y >= ny)
    return;  // BUG
  const int tx = threadIdx.x + 1, ty = threadIdx.y + 1;
  t[ty][tx] = u[y * nx + x];
  if (threadIdx.x == 0)
    t[ty][0] = x > 0 ? u[y * nx + x - 1] : 0.f;
  if (threadIdx.x == BX - 1)
    t[ty][BX + 1] = x + 1 < nx ? u[y * nx + x + 1] : 0.f;
  if (threadIdx.y == 0)
    t[0][tx] = y > 0 ? u[(y - 1) * nx + x] : 0.f;
  if (threadIdx.y == BY - 1)
    t[BY + 1][tx] = y + 1 < ny ? u[(y + 1) * nx + x] : 0.f;
  __syncthreads();
  un[y * nx + x] = 0.25f * (t[ty][tx - 1] + t[ty][tx + 1] + t[ty - 1][tx] + t[ty + 1][tx]);
}
