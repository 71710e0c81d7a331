// EXPECT: barrier-divergence
// Persistent 1D Jacobi solver launched cooperatively: one point per thread,
// iterations separated by grid.sync(). Threads past the end of the domain
// return at the top (BUG): grid.sync() starts with a CTA barrier that the
// returned threads of the last block never reach, so that block (and with it
// the whole grid) waits forever, or its barrier completes out of step.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void jacobi_persistent(float *u, float *u_new, const float *f,
                                  int n, int iters, float h2) {
  cg::grid_group grid = cg::this_grid();
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;  // BUG: the tail threads skip every grid.sync() below
  for (int it = 0; it < iters; ++it) {
    float left = i > 0 ? u[i - 1] : 0.f;
    float right = i < n - 1 ? u[i + 1] : 0.f;
    u_new[i] = 0.5f * (left + right + h2 * f[i]);
    grid.sync();
    float *t = u; u = u_new; u_new = t;
  }
}
