// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Tile reversal staged through shared memory with cooperative_groups::
// memcpy_async over a cuda::std::span of the CTA's slice. The copy is
// started by the whole block, then the threads past the slice (only in the
// last, partial tile) return early "because they have nothing to write".
// BUG: cg::wait(block) is not just a cp.async wait: it ends with block.sync()
// so that every thread sees every other thread's part of the copy; the
// returned threads never reach it, so the last CTA's barrier is short of
// threads.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/std/span>
namespace cg = cooperative_groups;
constexpr int TILE = 1024;
__global__ void __launch_bounds__(256)
reverse_tiles(const float *__restrict__ in, float *__restrict__ out, int n) {
  __shared__ alignas(16) float tile[TILE];
  cg::thread_block block = cg::this_thread_block();
  const int base = blockIdx.x * TILE;
  const int count = min(TILE, n - base);
  cuda::std::span<const float> src(in + base, count);
  cg::memcpy_async(block, tile, src.data(), sizeof(float) * src.size());
  const int t = block.thread_rank();
  if (t >= count)
    return;  // BUG: skips the block.sync() inside cg::wait
  cg::wait(block);
  for (int j = t; j < count; j += block.size())
    out[base + j] = tile[count - 1 - j];
}
