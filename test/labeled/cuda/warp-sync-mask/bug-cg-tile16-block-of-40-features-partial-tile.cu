// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=40
// Per-sample feature normalisation launched with one thread per feature
// (FEATURES = 40, so blockDim.x = 40), reducing with 16-thread tiles and
// combining the tile sums in shared memory. BUG: 40 is not a multiple of 16:
// the third tile has only threads 32..39, but cg::reduce on a
// thread_block_tile<16> shuffles with the 16-lane mask 0xffff << 16*k, so
// its lanes wait for (and read) lanes 40..47 that do not exist.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <int FEATURES>
__global__ void __launch_bounds__(FEATURES) normalise(float *__restrict__ x) {
  constexpr int TILES = (FEATURES + 15) / 16;
  __shared__ float part[TILES];
  cg::thread_block block = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(block);
  float *row = x + (size_t)blockIdx.x * FEATURES;
  const float v = row[threadIdx.x];
  const float s = cg::reduce(t16, v * v, cg::plus<float>());
  if (t16.thread_rank() == 0)
    part[t16.meta_group_rank()] = s;
  block.sync();
  float tot = 0.f;
#pragma unroll
  for (int t = 0; t < TILES; ++t)
    tot += part[t];
  row[threadIdx.x] = v * rsqrtf(tot / FEATURES + 1e-6f);
}
template __global__ void normalise<40>(float *);
