// EXPECT: barrier-divergence
// Cooperative Jacobi solver with a global convergence test: every thread
// adds its squared update to *residual, grid.sync(), and then every thread
// reads *residual to decide whether to stop. Thread 0 of the grid resets the
// residual for the next sweep right after its own read, with no grid.sync()
// between the reads and the reset: threads (of this block too) that read
// later see 0, take the break, and the rest of the block waits at the
// barrier inside the next grid.sync() forever.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void jacobi_until_converged(float *u, float *u_new, const float *f,
                                       float *residual, int n, int max_iters,
                                       float h2, float tol) {
  cg::grid_group grid = cg::this_grid();
  const int stride = gridDim.x * blockDim.x;
  for (int it = 0; it < max_iters; ++it) {
    float local = 0.f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x + 1; i < n - 1;
         i += stride) {
      float v = 0.5f * (u[i - 1] + u[i + 1] - h2 * f[i]);
      float d = v - u[i];
      local += d * d;
      u_new[i] = v;
    }
    atomicAdd(residual, local);
    grid.sync();
    float r = *(volatile float *)residual;
    if (grid.thread_rank() == 0)
      *residual = 0.f; // BUG: reset races with the other threads' reads above
    if (r < tol)
      break;
    float *t = u;
    u = u_new;
    u_new = t;
    grid.sync();
  }
}
