// EXPECT: clean
// Cooperative-groups histogram: every block builds a shared histogram with
// shared atomics, merges it into the global one, then grid.sync() lets all
// blocks read the finished totals to normalise their bins. The grid-stride
// loop trips differ per thread, but every thread leaves it and reaches the
// block barriers and grid.sync() the same number of times (once each).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
#define BINS 256
__global__ void hist_normalise(const unsigned char *data, int n, unsigned *global_hist, float *pdf) {
  cg::grid_group grid = cg::this_grid();
  __shared__ unsigned sh[BINS];
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    sh[b] = 0;
  __syncthreads();
  for (int i = grid.thread_rank(); i < n; i += grid.size())
    atomicAdd(&sh[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < BINS; b += blockDim.x)
    if (sh[b])
      atomicAdd(&global_hist[b], sh[b]);
  grid.sync();
  for (int b = grid.thread_rank(); b < BINS; b += grid.size())
    pdf[b] = global_hist[b] / (float)n;
}
