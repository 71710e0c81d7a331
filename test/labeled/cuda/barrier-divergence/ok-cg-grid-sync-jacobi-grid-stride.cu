// EXPECT: clean
// Persistent 1D Jacobi solver launched cooperatively with a grid smaller
// than the domain: each thread updates its points in a grid-stride loop, and
// every thread, whether it had points or not, reaches grid.sync() once per
// iteration (the iteration count is a kernel parameter), so the CTA barriers
// inside grid.sync() are met by whole blocks.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void jacobi_persistent(float *u, float *u_new, const float *f,
                                  int n, int iters, float h2) {
  cg::grid_group grid = cg::this_grid();
  const int stride = gridDim.x * blockDim.x;
  for (int it = 0; it < iters; ++it) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
      float left = i > 0 ? u[i - 1] : 0.f;
      float right = i < n - 1 ? u[i + 1] : 0.f;
      u_new[i] = 0.5f * (left + right + h2 * f[i]);
    }
    grid.sync();
    float *t = u; u = u_new; u_new = t;
  }
}
