// EXPECT: barrier-divergence
// Cooperative k-means (1-D, K centroids): each iteration every thread
// reassigns its points, the grid syncs, block 0 recomputes the centroids,
// the grid syncs again. The loop is meant to stop when no point changed
// cluster anywhere in the grid. BUG: the test uses the thread's own
// `changed` count instead of a grid-wide total, so a thread whose points
// all stayed put breaks out and stops calling grid.sync() (whose
// implementation starts with a block-wide barrier) while the rest of its
// block and of the grid still iterate.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <int K>
__global__ void kmeans1d(const float *__restrict__ x, int *__restrict__ assign,
                         float *__restrict__ centroids, float *__restrict__ sums,
                         int *__restrict__ counts, int n, int max_iter) {
  cg::grid_group grid = cg::this_grid();
  for (int it = 0; it < max_iter; ++it) {
    int changed = 0;
    for (int i = grid.thread_rank(); i < n; i += grid.size()) {
      int best = 0;
      float bd = fabsf(x[i] - centroids[0]);
#pragma unroll
      for (int c = 1; c < K; ++c) {
        const float d = fabsf(x[i] - centroids[c]);
        if (d < bd) { bd = d; best = c; }
      }
      changed += assign[i] != best;
      assign[i] = best;
      atomicAdd(&sums[best], x[i]);
      atomicAdd(&counts[best], 1);
    }
    if (changed == 0)
      break;  // BUG: per-thread, not grid-wide
    grid.sync();
    if (grid.thread_rank() < K) {
      const int c = grid.thread_rank();
      if (counts[c] > 0)
        centroids[c] = sums[c] / counts[c];
      sums[c] = 0.f;
      counts[c] = 0;
    }
    grid.sync();
  }
}
template __global__ void kmeans1d<8>(const float *, int *, float *, float *, int *, int, int);
