// EXPECT: clean
// A kernel templated over its block size validates its launch first: when
// the launch does not match BLOCK (or the row is wider than the tile), thread
// 0 prints a diagnostic and every thread traps. The printf is under the
// thread-0 test, but the trap and the condition around the whole error path
// depend only on blockDim and a parameter, so every thread of the block that
// passes reaches the block.sync() calls below.
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
template <int BLOCK, int MAXCOLS>
__global__ void row_scale(const float *__restrict__ x, float *__restrict__ y, int ncols) {
  __shared__ float row[MAXCOLS];
  __shared__ float s_max;
  cg::thread_block block = cg::this_thread_block();
  if (blockDim.x != BLOCK || ncols > MAXCOLS) {
    if (threadIdx.x == 0)
      printf("row_scale<%d,%d>: bad launch (blockDim %d, ncols %d)\n", BLOCK, MAXCOLS,
             (int)blockDim.x, ncols);
    __trap();
  }
  const float *xr = x + (size_t)blockIdx.x * ncols;
  for (int c = threadIdx.x; c < ncols; c += BLOCK)
    row[c] = xr[c];
  block.sync();
  if (threadIdx.x == 0) {
    float m = 0.f;
    for (int c = 0; c < ncols; ++c)
      m = fmaxf(m, fabsf(row[c]));
    s_max = m > 0.f ? m : 1.f;
  }
  block.sync();
  const float inv = 1.f / s_max;
  for (int c = threadIdx.x; c < ncols; c += BLOCK)
    y[(size_t)blockIdx.x * ncols + c] = row[c] * inv;
}
template __global__ void row_scale<128, 2048>(const float *, float *, int);
