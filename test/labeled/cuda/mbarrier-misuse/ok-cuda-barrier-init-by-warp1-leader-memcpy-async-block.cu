// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A cuda::barrier initialised by the leader of warp 1 (thread 32: warp 0 is
// busy with bookkeeping) for the whole block, published by block.sync();
// the block then stages a tile with cooperative cuda::memcpy_async bound to
// the barrier and every thread arrive_and_wait()s once, exactly
// block.size() arrivals per phase, before reading the tile.
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;
template <int BLOCK, int TILE>
__global__ void __launch_bounds__(BLOCK)
tile_scale(const float *__restrict__ in, float *__restrict__ out, int *__restrict__ seen) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ alignas(16) float tile[TILE];
  cg::thread_block block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    atomicAdd(seen, 1);
  if (block.thread_rank() == 32)
    init(&bar, block.size());
  block.sync();
  cuda::memcpy_async(block, tile, in + (size_t)blockIdx.x * TILE,
                     cuda::aligned_size_t<16>(sizeof(float) * TILE), bar);
  bar.arrive_and_wait();
  for (int i = block.thread_rank(); i < TILE; i += BLOCK)
    out[(size_t)blockIdx.x * TILE + i] = tile[i] * tile[TILE - 1 - i];
}
template __global__ void tile_scale<128, 1024>(const float *, float *, int *);
