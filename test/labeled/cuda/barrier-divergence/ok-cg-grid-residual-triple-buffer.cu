// EXPECT: clean
// Cooperative Jacobi solver with a global convergence test, done right: the
// residual is triple-buffered (the host zeroes all three). Sweep k
// accumulates into residual[k % 3] and every thread reads it after
// grid.sync(); thread 0 then clears residual[(k + 2) % 3], whose last reads
// (sweep k - 1) all happened before this sweep's grid.sync() and whose first
// adds (sweep k + 2) come after the next one. Every thread reads the same
// total, so the break is taken by all of them.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void jacobi_until_converged(float *u, float *u_new, const float *f,
                                       float *residual, int n, int max_iters,
                                       float h2, float tol) {
  cg::grid_group grid = cg::this_grid();
  const int stride = gridDim.x * blockDim.x;
  for (int it = 0; it < max_iters; ++it) {
    float *acc = residual + it % 3;
    float local = 0.f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x + 1; i < n - 1;
         i += stride) {
      float v = 0.5f * (u[i - 1] + u[i + 1] - h2 * f[i]);
      float d = v - u[i];
      local += d * d;
      u_new[i] = v;
    }
    atomicAdd(acc, local);
    grid.sync();
    float r = *(volatile float *)acc;
    if (grid.thread_rank() == 0)
      residual[(it + 2) % 3] = 0.f;
    if (r < tol)
      break;
    float *t = u;
    u = u_new;
    u_new = t;
  }
}
