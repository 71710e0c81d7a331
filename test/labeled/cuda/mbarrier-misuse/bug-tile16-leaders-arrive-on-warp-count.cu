// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=256
// Block sum: every tile reduces its values with cg::reduce, the tile's
// leader writes the partial and arrives on an mbarrier, and thread 0 waits
// for all partials. The kernel used to reduce per warp and was switched to
// 16-thread tiles for fewer shuffle steps. BUG: the barrier is still
// initialised for one arrival per warp (BLOCK / 32 = 8) while 16 leaders
// arrive: the phase completes after any eight arrivals, so thread 0 can
// sum partials that are not written yet, and the surplus arrivals run
// into the next phase.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include "mbar.cuh"
namespace cg = cooperative_groups;
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK) block_sum(const float *__restrict__ x, float *__restrict__ y) {
  constexpr int TILES = BLOCK / 16;
  __shared__ __align__(8) uint64_t done;
  __shared__ float part[TILES];
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    mb_init(&done, BLOCK / 32);  // BUG: BLOCK / 16 tiles arrive
  block.sync();
  auto t16 = cg::tiled_partition<16>(block);
  const float s = cg::reduce(t16, x[blockIdx.x * BLOCK + threadIdx.x], cg::plus<float>());
  uint64_t token = 0;
  if (t16.thread_rank() == 0) {
    part[t16.meta_group_rank()] = s;
    token = mb_arrive(&done);
  }
  if (block.thread_rank() == 0) {
    mb_wait(&done, token);
    float tot = 0.f;
#pragma unroll
    for (int t = 0; t < TILES; ++t)
      tot += part[t];
    y[blockIdx.x] = tot;
  }
}
template __global__ void block_sum<256>(const float *, float *);
