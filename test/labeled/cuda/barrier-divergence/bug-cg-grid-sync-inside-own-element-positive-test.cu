// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Cooperative launch: a relaxation step whose grid.sync() was moved inside
// the test of the thread's own element. Threads whose element is not positive
// skip the grid barrier (whose first step is a CTA barrier), so their CTA
// never completes it.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) relax(float *x, const float *b, int n, int iters) {
  cg::grid_group grid = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int it = 0; it < iters; ++it) {
    float v = i < n ? x[i] : 0.f;
    if (v > 0.f) {
      float nv = 0.5f * (v + (i < n ? b[i] : 0.f));
      grid.sync();
      if (i < n)
        x[i] = nv;
    }
  }
}
