// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Cooperative launch: every thread reaches grid.sync() on every iteration
// (the iteration count is a parameter); only the loads and stores are guarded
// by the thread's index and data.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __launch_bounds__(256) relax(float *x, const float *b, int n, int iters) {
  cg::grid_group grid = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int it = 0; it < iters; ++it) {
    float v = i < n ? x[i] : 0.f;
    float nv = v > 0.f ? 0.5f * (v + b[i]) : v;
    grid.sync();
    if (i < n)
      x[i] = nv;
    grid.sync();
  }
}
