// EXPECT: clean
// PTXLINT-ARGS: --block-dim=40
// Per-sample feature normalisation with one thread per feature (40) and
// 8-thread tiles: 40 is a multiple of 8, so the partial warp (threads
// 32..39) is exactly one whole tile, and cg::reduce's mask 0xff << 8*k
// names only lanes that exist and call it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
template <int FEATURES>
__global__ void __launch_bounds__(FEATURES) normalise(float *__restrict__ x) {
  static_assert(FEATURES % 8 == 0, "whole tiles only");
  constexpr int TILES = FEATURES / 8;
  __shared__ float part[TILES];
  cg::thread_block block = cg::this_thread_block();
  auto t8 = cg::tiled_partition<8>(block);
  float *row = x + (size_t)blockIdx.x * FEATURES;
  const float v = row[threadIdx.x];
  const float s = cg::reduce(t8, v * v, cg::plus<float>());
  if (t8.thread_rank() == 0)
    part[t8.meta_group_rank()] = s;
  block.sync();
  float tot = 0.f;
#pragma unroll
  for (int t = 0; t < TILES; ++t)
    tot += part[t];
  row[threadIdx.x] = v * rsqrtf(tot / FEATURES + 1e-6f);
}
template __global__ void normalise<40>(float *);
